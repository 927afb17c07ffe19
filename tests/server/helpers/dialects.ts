/**
 * The dialect matrix: SQLite always; PostgreSQL when 127.0.0.1:5432 (or TEST_PG_URL) answers.
 * TEST_DIALECTS=sqlite (or =postgres) narrows the run; naming postgres when it is unreachable
 * fails loudly instead of passing on SQLite alone.
 */
import pg from 'pg';
import type { DialectName } from '../../../server/db/dialect';

export const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function chooseDialects(): Promise<DialectName[]> {
  const wanted = (process.env.TEST_DIALECTS ?? 'sqlite,postgres').split(',').map((s) => s.trim());
  const chosen: DialectName[] = [];
  if (wanted.includes('sqlite')) chosen.push('sqlite');
  if (wanted.includes('postgres')) {
    if (await postgresReachable()) chosen.push('postgres');
    else if (process.env.TEST_DIALECTS?.includes('postgres')) throw new Error(`TEST_DIALECTS names postgres but ${adminUrl} is unreachable`);
    else console.warn(`PostgreSQL at ${adminUrl} is unreachable: server tests run on SQLite only`);
  }
  return chosen;
}

export const dialects: DialectName[] = await chooseDialects();
