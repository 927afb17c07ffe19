/**
 * Starts the real server (API only, or with the site) on 127.0.0.1 and a random port, with a
 * temporary DATA_DIR and, for PostgreSQL, a database of its own. SITE_URL is set to the address
 * actually bound, as in production, so e-mailed links point at this server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config/env';
import type { DialectName } from '../../../server/db/dialect';
import { relaxedRateLimits, type RateLimitSettings } from '../../../server/plugins/rate-limit';
import { relaxedBodyGate } from '../../../server/uploads/body-gate';
import { createPostgresDatabase, type TemporaryDatabase } from './postgres-db';
import { TestClient } from './test-client';
import { TEST_PROOF_DIFFICULTY } from './proof-of-work';
import { TEST_FIELD_KEY } from './field-keys';


export interface TestAppOptions extends Omit<BuildOptions, 'limits'> {
  env?: Record<string, string>;
  overrides?: Partial<Config>;
  /** default: relaxedRateLimits; pass {} for the production limits */
  limits?: Partial<RateLimitSettings>;
  /** reuse a data directory (and database) from an earlier app: a restart */
  dataDir?: string;
  databaseUrl?: string;
}

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  dialect: DialectName;
  databaseUrl: string | undefined;
  client(opts?: { origin?: string }): TestClient;
  /** stops the server, keeping the data */
  stop(): Promise<void>;
  /** stops this server and starts a new one on the same data directory and database, which it then owns */
  restart(opts?: TestAppOptions): Promise<TestApp>;
  /** stops the server and removes its data directory and database */
  close(): Promise<void>;
}

export async function startTestApp(dialect: DialectName, opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-server-test-'));
  let database: TemporaryDatabase | undefined;
  let databaseUrl = opts.databaseUrl;
  if (dialect === 'postgres' && !databaseUrl) {
    database = await createPostgresDatabase();
    databaseUrl = database.url;
  }
  // Only an app that made its data directory and database removes them.
  const owned = { dataDir: opts.dataDir ? undefined : dataDir, database };
  return launch(dialect, opts, dataDir, databaseUrl, owned);
}

async function launch(
  dialect: DialectName,
  opts: TestAppOptions,
  dataDir: string,
  databaseUrl: string | undefined,
  owned: { dataDir: string | undefined; database: TemporaryDatabase | undefined },
): Promise<TestApp> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PROOF_OF_WORK_DIFFICULTY: TEST_PROOF_DIFFICULTY,
      FIELD_ENCRYPTION_KEY: TEST_FIELD_KEY,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...opts.env,
    },
    opts.overrides,
  );
  const { env: _env, overrides: _o, limits, dataDir: _d, databaseUrl: _u, ...build } = opts;
  // As with the attempt limits, one address (127.0.0.1) plays every visitor: no share of the upload
  // slots per address unless the test names one (defaultBodyGate.perAddress for production's).
  const app = await buildApp(config, { site: false, logger: false, ...build, limits: limits ?? relaxedRateLimits, bodyGate: { ...relaxedBodyGate, ...build.bodyGate } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${new URL(address).port}`;
  if (!opts.env?.SITE_URL) app.config.siteUrl = baseUrl;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
  };
  return {
    app,
    baseUrl,
    dataDir,
    dialect,
    databaseUrl,
    client: (clientOpts) => new TestClient(baseUrl, clientOpts),
    stop,
    async restart(next = {}) {
      await stop();
      // the new server takes over what this one owned
      return launch(dialect, { ...next, dataDir, databaseUrl }, dataDir, databaseUrl, owned);
    },
    async close() {
      await stop();
      if (owned.dataDir) fs.rmSync(owned.dataDir, { recursive: true, force: true });
      await owned.database?.drop();
    },
  };
}
