import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';

/** Connects and brings the schema up to date: what the server, CLIs and benchmarks all do first. */
export async function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  const handle = connectDatabase(opts);
  try {
    await migrateToLatest(handle.db, handle.adapter);
  } catch (err) {
    await handle.db.destroy();
    throw err;
  }
  return handle;
}
