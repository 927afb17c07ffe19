/** Starts the built server on a free loopback port with a throw-away data directory. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/env';

export async function startServer(): Promise<{ baseUrl: string; dataDir: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-'));
  // the partner page of partner-page-weight.ts calls from another origin (localhost, on a port known only once listening)
  // production refuses to start without the field key (docs/operations.md): a throw-away one, as bench/server-process.ts gives
  const config = loadConfig({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ALLOWED_ORIGINS: '*', FIELD_ENCRYPTION_KEY: 'b2'.repeat(32) });
  const app = await buildApp(config, { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${new URL(address).port}`;
  app.config.siteUrl = baseUrl;
  return {
    baseUrl,
    dataDir,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
