import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Posts written by staff (server/blog/, docs/decisions/0018-publishing-posts.md): each post
 * gains a state ('draft' or 'published'; a published post whose published_at is still ahead is
 * scheduled), its release time, its Markdown, its cover's alt text, when it last changed and a
 * version that moves on every save (the editors' ETag). Posts that were there before are
 * published at the start of their release day.
 *
 * Beside it: every saved version of a post (revisions, restorable), the slugs a post had before
 * (answered with a 301), and the posts' audit log, which outlives the post it speaks of.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const big = dialect.bigintType;
  await db.schema.alterTable('blog_posts').addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('published')).execute();
  await db.schema.alterTable('blog_posts').addColumn('published_at', big).execute();
  await db.schema.alterTable('blog_posts').addColumn('body_markdown', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('blog_posts').addColumn('image_alt', 'varchar(300)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('blog_posts').addColumn('updated_at', big).execute();
  await db.schema.alterTable('blog_posts').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  const rows: { id: number; release_date: string; created_at: number }[] = await db.selectFrom('blog_posts').select(['id', 'release_date', 'created_at']).execute();
  for (const row of rows) {
    const day = Date.parse(`${row.release_date}T00:00:00Z`);
    await db
      .updateTable('blog_posts')
      .set({ published_at: Number.isFinite(day) ? day : row.created_at, updated_at: row.created_at })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.createIndex('blog_posts_status_published_at').on('blog_posts').columns(['status', 'published_at']).execute();

  await db.schema
    .createTable('blog_post_revisions')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('translation_of', 'varchar(200)')
    .addColumn('meta_description', 'varchar(500)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull())
    .addColumn('image_alt', 'varchar(300)', (c) => c.notNull())
    .addColumn('body_markdown', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_post_revisions_post_id').on('blog_post_revisions').columns(['post_id', 'id']).execute();

  await db.schema
    .createTable('blog_old_slugs')
    .addColumn('slug', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_old_slugs_post_id').on('blog_old_slugs').column('post_id').execute();

  // No foreign key to blog_posts: the log still says who deleted a post after it is gone.
  await db.schema
    .createTable('post_audit')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('staff_id', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('post_audit_post_id').on('post_audit').columns(['post_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_audit').ifExists().execute();
  await db.schema.dropTable('blog_old_slugs').ifExists().execute();
  await db.schema.dropTable('blog_post_revisions').ifExists().execute();
  await db.schema.dropIndex('blog_posts_status_published_at').ifExists().execute();
  for (const column of ['version', 'updated_at', 'image_alt', 'body_markdown', 'published_at', 'status']) {
    await db.schema.alterTable('blog_posts').dropColumn(column).execute();
  }
}
