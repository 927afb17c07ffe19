import { Kysely } from 'kysely';
import type { Database } from './schema';
import type { DialectAdapter, DialectName } from './dialect';
import { sqliteAdapter } from './dialect-sqlite';
import { postgresAdapter } from './dialect-postgres';

export type { DialectName, DialectAdapter } from './dialect';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  adapter: DialectAdapter;
}

/** DATABASE_URL set: PostgreSQL; unset: the SQLite file in DATA_DIR. */
export function connectDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): DatabaseHandle {
  const adapter = opts.databaseUrl ? postgresAdapter(opts.databaseUrl) : sqliteAdapter(opts.dataDir);
  return { db: new Kysely<Database>({ dialect: adapter.createDialect() }), dialect: adapter.name, adapter };
}
