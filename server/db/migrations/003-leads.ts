import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * The two lead tables. A staff inbox will page and search up to ~100,000 rows by date, status,
 * e-mail, phone and name, hence `status`, `note` and the indexes, created now.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const big = dialect.bigintType;
  await db.schema
    .createTable('consultation_requests')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('form_page_name', 'text', (c) => c.notNull())
    .addColumn('image_file', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('new'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  for (const column of ['created_at', 'status', 'email', 'phone', 'last_name']) {
    await db.schema.createIndex(`consultation_requests_${column}`).on('consultation_requests').column(column).execute();
  }

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('new'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  for (const column of ['created_at', 'status', 'email', 'phone', 'name']) {
    await db.schema.createIndex(`contact_messages_${column}`).on('contact_messages').column(column).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').ifExists().execute();
  await db.schema.dropTable('consultation_requests').ifExists().execute();
}
