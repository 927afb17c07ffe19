import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SqliteDialect } from 'kysely';
import type { DialectAdapter } from './dialect';

/** The embedded default: one file in DATA_DIR, WAL so readers never wait on the writer. */
export function sqliteAdapter(dataDir: string): DialectAdapter {
  const file = path.join(dataDir, 'clinic.sqlite');
  return {
    name: 'sqlite',
    createDialect() {
      fs.mkdirSync(dataDir, { recursive: true });
      const db = new SQLite(file);
      db.pragma('journal_mode = WAL');
      // FULL: an acknowledged lead survives a power cut, not only a crash of the process.
      db.pragma('synchronous = FULL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      return new SqliteDialect({ database: db });
    },
    idColumn: { type: 'integer', build: (col) => col.primaryKey().autoIncrement() },
    bigintType: 'integer',
    isUniqueViolation(err) {
      const code = (err as { code?: unknown } | null)?.code;
      return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
    },
    describe: () => file,
  };
}
