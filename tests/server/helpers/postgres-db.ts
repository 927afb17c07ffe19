/** A fresh, uniquely named PostgreSQL database per test app, dropped afterwards. */
import crypto from 'node:crypto';
import pg from 'pg';
import { adminUrl } from './dialects';

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createPostgresDatabase(): Promise<TemporaryDatabase> {
  const name = `clinic_test_${Date.now()}_${crypto.randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
