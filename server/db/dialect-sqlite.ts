import fs from 'node:fs';
import path from 'node:path';
import { SqliteDialect } from 'kysely';
import type { DialectAdapter } from './dialect';
import { loadSqliteDriver } from './sqlite-driver';

/**
 * The embedded default: DATA_DIR/clinic.sqlite, WAL so readers never wait on the writer, and every
 * commit synced to disk (an acknowledged lead survives a power cut). Attempt counters live in
 * DATA_DIR/counters.sqlite, attached as `counters`: shared by every process like the rest, but
 * not synced per commit, since losing the last second of counts after a power cut harms no one.
 */
export function sqliteAdapter(dataDir: string): DialectAdapter {
  const file = path.join(dataDir, 'clinic.sqlite');
  const countersFile = path.join(dataDir, 'counters.sqlite');
  return {
    name: 'sqlite',
    createDialect() {
      fs.mkdirSync(dataDir, { recursive: true });
      const SQLite = loadSqliteDriver();
      const db = new SQLite(file);
      db.pragma('busy_timeout = 5000');
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('foreign_keys = ON');
      db.prepare('ATTACH DATABASE ? AS counters').run(countersFile);
      db.pragma('counters.journal_mode = WAL');
      db.pragma('counters.synchronous = NORMAL');
      return new SqliteDialect({ database: db });
    },
    idColumn: { type: 'integer', build: (col) => col.primaryKey().autoIncrement() },
    bigintType: 'integer',
    isUniqueViolation(err) {
      const code = (err as { code?: unknown } | null)?.code;
      return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
    },
    counterSchema: 'counters',
    describe: () => file,
    // one connection, one transaction at a time (Kysely's SQLite driver queues the rest): already serial
    lockKeys: async () => undefined,
  };
}
