import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * The backups' record (server/backups/): one row per attempt at a backup, scheduled or taken with
 * `npm run backup`. A scheduled attempt names the period it belongs to (its start, epoch ms) and its
 * attempt number in that period; the unique key on the pair is the claim that makes one process,
 * of several on one database, take the period's backup and no other.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const big = dialect.bigintType;
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('period_start', big)
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('trigger', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('owner', 'varchar(200)', (c) => c.notNull())
    .addColumn('lease_until', big, (c) => c.notNull())
    .addColumn('started_at', big, (c) => c.notNull())
    .addColumn('finished_at', big)
    .addColumn('file_name', 'varchar(200)')
    .addColumn('bytes', big)
    .addColumn('error', 'varchar(1000)')
    .addUniqueConstraint('backup_runs_period_attempt', ['period_start', 'attempt'])
    .execute();
  await db.schema.createIndex('backup_runs_started').on('backup_runs').column('started_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_runs').ifExists().execute();
}
