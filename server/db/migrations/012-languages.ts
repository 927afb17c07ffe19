import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Languages (docs/decisions/0013-languages-in-the-api-and-data.md): the language an account, a consultation request or
 * a contact message was made in ('en' or 'es'; every earlier row is 'en'), and each blog post's
 * language with the slug of the post it translates (null for an original).
 *
 * The staff inbox filters leads by language newest first, so each lead table gets a
 * (language, created_at, id) index, as migration 010 gave status; the blog list reads one
 * language newest first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _dialect: DialectAdapter): Promise<void> {
  for (const table of ['users', 'consultation_requests', 'contact_messages', 'blog_posts']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
      .execute();
  }
  await db.schema.alterTable('blog_posts').addColumn('translation_of', 'varchar(200)').execute();
  for (const table of ['consultation_requests', 'contact_messages']) {
    await db.schema.createIndex(`${table}_language_created_id`).on(table).columns(['language', 'created_at', 'id']).execute();
  }
  await db.schema.createIndex('blog_posts_language_release_date').on('blog_posts').columns(['language', 'release_date']).execute();
  await db.schema.createIndex('blog_posts_translation_of').on('blog_posts').column('translation_of').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_translation_of').ifExists().execute();
  await db.schema.dropIndex('blog_posts_language_release_date').ifExists().execute();
  for (const table of ['consultation_requests', 'contact_messages']) {
    await db.schema.dropIndex(`${table}_language_created_id`).ifExists().execute();
  }
  await db.schema.alterTable('blog_posts').dropColumn('translation_of').execute();
  for (const table of ['users', 'consultation_requests', 'contact_messages', 'blog_posts']) {
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
}
