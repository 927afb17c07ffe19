import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Partners' test submissions (server/test-leads/): a table of their own, so the inbox, its export,
 * the results page and their index-bound queries never see one. The fields the form sent, as
 * checked, are kept as JSON; a booking's photo as its size. Rows live a day.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('test_leads')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('photo_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_leads_created_at').on('test_leads').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_leads').ifExists().execute();
}
