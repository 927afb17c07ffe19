import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Staff management on the web (server/staff/staff-people.ts, issue 36): who invited, changed the
 * role of, disabled or signed out which staff account, and when. One row per change, never edited;
 * the account's e-mail is kept as it was, so the record outlives a renamed or removed account.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('staff_audit')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('actor_id', 'integer')
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('staff_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('detail', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_created').on('staff_audit').columns(['created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_audit').ifExists().execute();
}
