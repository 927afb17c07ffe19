import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Images staff upload for posts (server/blog/post-images.ts), kept in the database like
 * consultation photos so every process serves them: one row per upload (its largest size and
 * who sent it) and one per re-encoded file (a width in WebP and in JPEG).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('post_images')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('post_image_files')
    .addColumn('image_id', 'integer', (c) => c.notNull().references('post_images.id').onDelete('cascade'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('bytes', dialect.name === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_image_files_pk', ['image_id', 'width', 'format'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_image_files').ifExists().execute();
  await db.schema.dropTable('post_images').ifExists().execute();
}
