/** /livez, /readyz and /healthz as a load balancer and an orchestrator read them. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';

describe.each(dialects)('probes (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('/livez answers while the process serves, without asking the database', async () => {
    const res = await t.client().get('/livez');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz is ready once the database answers and every migration is applied', async () => {
    const res = await t.client().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: { dialect, reachable: true }, migrations: { pending: [] } });
  });

  it('/readyz is not ready while a migration is missing, and names it; /livez and /healthz stay up', async () => {
    const latest = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.app.db);
    const row = latest.rows[0]!;
    await sql`delete from kysely_migration where name = ${row.name}`.execute(t.app.db);
    try {
      const res = await t.client().get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'not ready', database: { dialect, reachable: true }, migrations: { pending: [row.name] } });
      expect((await t.client().get('/livez')).status).toBe(200);
      expect((await t.client().get('/healthz')).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(t.app.db);
    }
    expect((await t.client().get('/readyz')).status).toBe(200);
  });
});
