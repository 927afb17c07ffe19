/**
 * Two real server processes on one fresh PostgreSQL database, with the test's own connection to it:
 * the set-up of every test about several processes sharing one database (seats, bookings, the
 * backup schedule, sessions and mail). The processes start one after the other, so the first
 * applies the migrations and seeds and the second finds them done, as a rolling deploy would.
 */
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { connectDatabase } from '../../../server/db/connect';
import type { Database } from '../../../server/db/schema';
import { createPostgresDatabase, type TemporaryDatabase } from './postgres-db';
import { startServerProcess, type ServerProcess } from './server-process';

export interface TwoProcesses {
  database: TemporaryDatabase;
  db: Kysely<Database>;
  a: ServerProcess;
  b: ServerProcess;
}

/** `env` is given to both processes beside the new database's DATABASE_URL. */
export async function startTwoProcesses(env: Record<string, string>): Promise<TwoProcesses> {
  const database = await createPostgresDatabase();
  const both = { ...env, DATABASE_URL: database.url };
  const started: ServerProcess[] = [];
  try {
    started.push(await startServerProcess(both));
    started.push(await startServerProcess(both));
  } catch (error) {
    // a process that never listened leaves nothing behind: no process, database or folder
    await Promise.all(started.map((p) => p.stop()));
    for (const p of started) fs.rmSync(p.dataDir, { recursive: true, force: true });
    await database.drop();
    throw error;
  }
  const [a, b] = started as [ServerProcess, ServerProcess];
  const db = connectDatabase({ databaseUrl: database.url, dataDir: a.dataDir }).db;
  return { database, db, a, b };
}

/** Stops both processes, closes the connection, drops the database and removes the data folders. */
export async function stopTwoProcesses(pair: TwoProcesses | undefined): Promise<void> {
  if (!pair) return;
  await Promise.all([pair.a.stop(), pair.b.stop()]);
  await pair.db.destroy();
  await pair.database.drop();
  for (const s of [pair.a, pair.b]) fs.rmSync(s.dataDir, { recursive: true, force: true });
}
