import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

// Migrations take Kysely<any>: they describe the schema as it was then, not as it is now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const big = dialect.bigintType;
  await db.schema
    .createTable('users')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('dob', 'varchar(10)', (c) => c.notNull())
    .addColumn('gender', 'varchar(10)', (c) => c.notNull())
    .addColumn('ref_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('xsrf_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('last_seen_at', big, (c) => c.notNull())
    .addColumn('idle_expires_at', big, (c) => c.notNull())
    .addColumn('absolute_expires_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_idle_expires_at').on('sessions').column('idle_expires_at').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .execute();
  await db.schema.createIndex('password_resets_user_id').on('password_resets').column('user_id').execute();
  await db.schema.createIndex('password_resets_expires_at').on('password_resets').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').ifExists().execute();
  await db.schema.dropTable('sessions').ifExists().execute();
  await db.schema.dropTable('users').ifExists().execute();
}
