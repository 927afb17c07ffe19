import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * FAQ sets staff edit (server/faq-sets/, docs/decisions/0019-editable-faq-sets.md): one row per
 * set and language with its questions in order as JSON text (a set is always read and saved whole),
 * a version for If-Match, and an append-only audit log. The clinic's own sets are filled from the
 * content modules at start (server/faq-sets/faq-set-seed.ts), not here, so a migration never
 * carries copy.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const big = dialect.bigintType;
  await db.schema
    .createTable('faq_sets')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('set_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('updated_by', 'varchar(254)', (c) => c.notNull())
    .addUniqueConstraint('faq_sets_key_language', ['set_key', 'language'])
    .execute();

  await db.schema
    .createTable('faq_set_audit')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('set_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('detail', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('faq_set_audit_key_id').on('faq_set_audit').columns(['set_key', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('faq_set_audit').ifExists().execute();
  await db.schema.dropTable('faq_sets').ifExists().execute();
}
