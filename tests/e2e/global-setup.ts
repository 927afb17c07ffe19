/**
 * Starts one Chromium for the whole run (every file connects to it through fixtures/browser.ts
 * instead of starting its own; each test still works in a context of its own), and the compiled
 * production server once for the e2e run (fixtures/compiled-server.ts), and hands its address and
 * data directory to the tests. Stops both afterwards (the server's data removed).
 */
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../bench/chromium';
import { startCompiledServer } from './fixtures/compiled-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** the shared Chromium's address for chromium.connect (fixtures/browser.ts) */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startCompiledServer();
  const browserServer = await chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumArgs });

  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await server.stop();
  };
}
