import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SqliteDialect } from 'kysely';

/** The embedded default: one file in DATA_DIR, WAL so readers never wait on the writer. */
export function createSqliteDialect(dataDir: string): { dialect: SqliteDialect; file: string } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'clinic.sqlite');
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return { dialect: new SqliteDialect({ database: db }), file };
}
