/**
 * The SQLite side of a backup and a restore. A snapshot is taken with SQLite's online backup API
 * (better-sqlite3's `backup()`), never by copying the file: a copy of a live WAL database can catch
 * a page half-written or miss what is still in the -wal file. The API copies a few thousand pages
 * at a time; when a write from another connection makes SQLite start over (it restarts on a change
 * it did not make itself), after a few restarts the rest is copied in one step, which writers in
 * WAL mode do not wait for.
 *
 * The snapshot, the row counts and `PRAGMA integrity_check` run in a worker thread: on a database
 * of gigabytes they take seconds of synchronous work, which in a server taking its scheduled
 * backup would hold up every request. The worker's code is plain JavaScript given as a string, so
 * it runs the same under tsx, the compiled server and the tests; it loads the driver this Node
 * uses (server/db/sqlite-driver.ts).
 */
import { Worker } from 'node:worker_threads';
import { loadSqliteDriver, sqliteDriverPath } from '../db/sqlite-driver';

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const PAGES_PER_STEP = 4096;
const RESTARTS_BEFORE_ONE_STEP = 3;
const ALL_PAGES = 0x7fffffff;
const quoted = (name) => '"' + name.replace(/"/g, '""') + '"';
// read-write even to read, so closing the last connection removes its -wal and -shm files
function open(file) {
  const db = new SQLite(file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}
async function run({ task, file, dest }) {
  const db = open(file);
  try {
    if (task === 'snapshot') {
      let restarts = 0;
      let remaining = Infinity;
      await db.backup(dest, {
        progress: ({ remainingPages }) => {
          if (remainingPages > remaining) restarts += 1;
          remaining = remainingPages;
          return restarts >= RESTARTS_BEFORE_ONE_STEP ? ALL_PAGES : PAGES_PER_STEP;
        },
      });
      return null;
    }
    if (task === 'integrity') {
      try {
        return db.pragma('integrity_check').map((r) => r.integrity_check).join('; ');
      } catch (err) {
        return err.message;
      }
    }
    const names = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all().map((r) => r.name);
    const tables = {};
    for (const name of names) tables[name] = db.prepare('select count(*) as n from ' + quoted(name)).get().n;
    const migrations = names.includes('kysely_migration') ? db.prepare('select name from kysely_migration order by name').all().map((r) => r.name) : [];
    return { tables, migrations };
  } finally {
    db.close();
  }
}
run(workerData.job).then(
  (result) => parentPort.postMessage({ result }),
  (err) => parentPort.postMessage({ error: { message: err.message, code: err.code } }),
);
`;

type Job = { task: 'snapshot'; file: string; dest: string } | { task: 'integrity'; file: string } | { task: 'describe'; file: string };

function inWorker<T>(job: Job): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { driver: sqliteDriverPath(), job } });
    let settled = false;
    worker.once('message', (message: { result?: T; error?: { message: string; code?: string } }) => {
      settled = true;
      if (message.error) reject(Object.assign(new Error(message.error.message), { code: message.error.code }));
      else resolve(message.result as T);
    });
    worker.once('error', (err) => {
      settled = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the SQLite worker stopped (exit code ${code}) before it answered`));
    });
  });
}

/** Copies the live database `source` into the new file `dest`, consistent as of one moment. */
export async function snapshotSqlite(source: string, dest: string): Promise<void> {
  await inWorker<null>({ task: 'snapshot', file: source, dest });
}

/** Every table of a SQLite file with its number of rows, and the migrations applied to it. */
export function describeSqlite(file: string): Promise<{ tables: Record<string, number>; migrations: string[] }> {
  return inWorker({ task: 'describe', file });
}

/** `PRAGMA integrity_check` of a SQLite file: 'ok', or the problems it found. */
export function sqliteIntegrity(file: string): Promise<string> {
  return inWorker({ task: 'integrity', file });
}

/**
 * Whether another connection (a running server) has the database open: in WAL mode every open
 * connection holds a shared lock on the file, so an exclusive lock is refused at once.
 */
export function sqliteInUse(file: string): boolean {
  const SQLite = loadSqliteDriver();
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (err) {
    if ((err as { code?: unknown }).code === 'SQLITE_BUSY') return true;
    throw err;
  } finally {
    db.close();
  }
}
