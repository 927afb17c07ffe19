import { sql, type Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/** Attempt counters live here so every server process sharing the database sees the same ones. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const schema = dialect.counterSchema ? db.schema.withSchema(dialect.counterSchema) : db.schema;
  await schema
    .createTable('rate_limits')
    .ifNotExists()
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', dialect.bigintType, (c) => c.notNull())
    .execute();
  if (dialect.counterSchema) {
    // SQLite names the index's schema, not its table's: CREATE INDEX s.i ON t(...)
    await sql`create index if not exists ${sql.id(dialect.counterSchema, 'rate_limits_reset_at')} on rate_limits (reset_at)`.execute(db);
  } else {
    await db.schema.createIndex('rate_limits_reset_at').ifNotExists().on('rate_limits').column('reset_at').execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>, dialect?: DialectAdapter): Promise<void> {
  const schema = dialect?.counterSchema ? db.schema.withSchema(dialect.counterSchema) : db.schema;
  await schema.dropTable('rate_limits').ifExists().execute();
}
