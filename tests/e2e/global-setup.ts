/**
 * Starts one Chromium for the whole run (every file connects to it through fixtures/browser.ts
 * instead of starting its own; each test still works in a context of its own), and the compiled production server (`node dist/server/start.js`, as `npm run start:prod`
 * does) once for the e2e run, as a process of its own on a free port with a fresh data directory,
 * and hands its address and data directory to the tests, which reach its data the way an operator
 * would: the database (SQLite file or E2E_DATABASE_URL) and the mail outbox in DATA_DIR. Stops it
 * with SIGTERM and removes the data afterwards.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../bench/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** the shared Chromium's address for chromium.connect (fixtures/browser.ts) */
    browserWsEndpoint: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export default async function setup(project: TestProject) {
  for (const built of ['dist/server/start.js', 'dist/site/server/entry-server.js']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` before the e2e tests.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-e2e-'));
  const port = await freePort();
  // Links in e-mails are built from SITE_URL, so it names the very port the server listens on.
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ALLOWED_ORIGINS: '*',
    // Every e2e visitor comes from 127.0.0.1: the attempt limits are the server suite's subject, not these.
    TEST_RELAXED_LIMITS: '1',
    // the patients' health forms are sealed with it; a server on PostgreSQL does not start without one
    FIELD_ENCRYPTION_KEY: 'e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0',
  };
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  const server = spawn(process.execPath, [path.join(root, 'dist/server/start.js')], { cwd: dataDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  let stopping = false;
  const exited = new Promise<number | string | null>((resolve) =>
    server.once('exit', (code, signal) => {
      // otherwise every later test fails with ECONNREFUSED and nothing says why
      if (!stopping) console.error(`\n!! the compiled e2e server exited during the run (code ${code}, signal ${signal})\n`);
      resolve(code ?? signal);
    }),
  );

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the compiled server exited with ${server.exitCode} before it listened`);
    const live = await fetch(`${baseUrl}/livez`).catch(() => undefined);
    if (live?.ok) break;
    if (Date.now() > deadline) {
      stopping = true;
      server.kill('SIGKILL');
      throw new Error(`the compiled server did not answer ${baseUrl}/livez within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const browserServer = await chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumArgs });

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  return async () => {
    stopping = true;
    await browserServer.close();
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
