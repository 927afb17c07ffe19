import type { Kysely } from 'kysely';

/**
 * Post images get a name of 128 random bits (32 hex digits) for their address, so a draft's
 * pictures cannot be found by counting (docs/decisions/0018-publishing-posts.md, "Later").
 * Images uploaded before keep no name: they are still reached by their row number.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite cannot add a UNIQUE column, so the column comes first and its unique index after;
  // both databases let any number of earlier images share a null name
  await db.schema.alterTable('post_images').addColumn('name', 'varchar(32)').execute();
  await db.schema.createIndex('post_images_name').unique().on('post_images').column('name').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('post_images_name').ifExists().execute();
  await db.schema.alterTable('post_images').dropColumn('name').execute();
}
