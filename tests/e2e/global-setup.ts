/**
 * Starts the built server once for the e2e run, on a free port with a fresh data directory, and
 * hands its address and data directory to the tests. Stops it and removes the data afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config/env';
import { relaxedRateLimits } from '../../server/plugins/rate-limit';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dist = path.resolve(import.meta.dirname, '../../dist/site/server/entry-server.js');
  if (!fs.existsSync(dist)) throw new Error('The site is not built: run `npm run build` before the e2e tests.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ALLOWED_ORIGINS: '*',
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
  });
  // Every e2e visitor comes from 127.0.0.1: the attempt limits are the server suite's subject, not these.
  const app = await buildApp(config, { logger: false, limits: relaxedRateLimits });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = new URL(address);
  // Links in e-mails are built from SITE_URL; point it at the port we really got.
  app.config.siteUrl = `http://127.0.0.1:${url.port}`;
  project.provide('baseUrl', app.config.siteUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
