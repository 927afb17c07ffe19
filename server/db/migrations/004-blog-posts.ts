import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'varchar(500)', (c) => c.notNull())
    .addColumn('meta_schema', 'text', (c) => c.notNull())
    .addColumn('release_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_posts_release_date').on('blog_posts').column('release_date').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_posts').ifExists().execute();
}
