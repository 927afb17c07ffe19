import { sql, type Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * The clinic's side: staff accounts (separate from visitors), their sessions and set-password
 * tokens, and the audit log of who viewed, changed, exported or deleted which lead.
 *
 * Also the indexes the staff inbox pages and searches 100,000 leads with, so no inbox query reads a
 * whole table: (created_at, id) for newest-first keyset paging, (status, created_at, id) for a
 * status filter in the same order, and prefix-search keys on lower-cased names, e-mail and phone.
 * On PostgreSQL the search keys use the "C" collation, so that a prefix is a plain byte range (as it
 * is in SQLite's default BINARY collation) whatever the database's locale.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const big = dialect.bigintType;
  await db.schema
    .createTable('staff_users')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(300)')
    .addColumn('disabled_at', big)
    .addColumn('last_login_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('xsrf_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('last_seen_at', big, (c) => c.notNull())
    .addColumn('idle_expires_at', big, (c) => c.notNull())
    .addColumn('absolute_expires_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff_id').on('staff_sessions').column('staff_id').execute();
  await db.schema.createIndex('staff_sessions_idle_expires_at').on('staff_sessions').column('idle_expires_at').execute();

  await db.schema
    .createTable('staff_password_tokens')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .execute();
  await db.schema.createIndex('staff_password_tokens_staff_id').on('staff_password_tokens').column('staff_id').execute();

  // No foreign key to the lead tables: the audit outlives the lead it speaks of.
  await db.schema
    .createTable('lead_audit')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('staff_id', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('lead_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_audit_lead').on('lead_audit').columns(['lead_kind', 'lead_id', 'id']).execute();
  await db.schema.createIndex('lead_audit_created_at').on('lead_audit').column('created_at').execute();

  const searchKey = (column: string) =>
    dialect.name === 'postgres' ? sql.raw(`(lower(${column}) collate "C")`) : sql.raw(`lower(${column})`);
  const leadTables: Record<string, string[]> = {
    consultation_requests: ['first_name', 'last_name', 'email', 'phone'],
    contact_messages: ['name', 'email', 'phone'],
  };
  for (const [table, searchable] of Object.entries(leadTables)) {
    await db.schema.createIndex(`${table}_created_id`).on(table).columns(['created_at', 'id']).execute();
    await db.schema.createIndex(`${table}_status_created_id`).on(table).columns(['status', 'created_at', 'id']).execute();
    for (const column of searchable) {
      await db.schema.createIndex(`${table}_search_${column}`).on(table).expression(searchKey(column)).execute();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['consultation_requests', 'contact_messages']) {
    for (const suffix of ['created_id', 'status_created_id', 'search_first_name', 'search_last_name', 'search_name', 'search_email', 'search_phone']) {
      await db.schema.dropIndex(`${table}_${suffix}`).ifExists().execute();
    }
  }
  await db.schema.dropTable('lead_audit').ifExists().execute();
  await db.schema.dropTable('staff_password_tokens').ifExists().execute();
  await db.schema.dropTable('staff_sessions').ifExists().execute();
  await db.schema.dropTable('staff_users').ifExists().execute();
}
