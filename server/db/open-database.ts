import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { up as createCounterTable } from './migrations/006-rate-limits';

/** Connects and brings the schema up to date: what the server, CLIs and benchmarks all do first. */
export async function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  const handle = connectDatabase(opts);
  try {
    await migrateToLatest(handle.db, handle.adapter);
    // SQLite's attempt counters live in a file of their own that needs no backup (a restore, or a
    // lost counters.sqlite, starts a new one): its table is made whenever it is missing, whatever
    // the migrations recorded in the main file
    if (handle.adapter.counterSchema) await createCounterTable(handle.db, handle.adapter);
  } catch (err) {
    await handle.db.destroy();
    throw err;
  }
  return handle;
}
