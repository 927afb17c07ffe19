import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const big = dialect.bigintType;
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', big, (c) => c.notNull())
    .addColumn('locked_until', big, (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('sent_at', big)
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
}
