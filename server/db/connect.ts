import { Kysely } from 'kysely';
import type { Database } from './schema';
import { createSqliteDialect } from './dialect-sqlite';
import { createPostgresDialect } from './dialect-postgres';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

export function connectDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): DatabaseHandle {
  if (opts.databaseUrl) {
    return { db: new Kysely<Database>({ dialect: createPostgresDialect(opts.databaseUrl) }), dialect: 'postgres' };
  }
  const { dialect } = createSqliteDialect(opts.dataDir);
  return { db: new Kysely<Database>({ dialect }), dialect: 'sqlite' };
}
