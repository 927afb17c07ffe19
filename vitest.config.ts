/**
 * Test layers. unit: components and modules in happy-dom, rendered with preact/compat exactly as
 * the widget bundle ships them. server: real HTTP on 127.0.0.1 against SQLite and PostgreSQL.
 * e2e: real Chromium against the built site (started by tests/e2e/run.mjs).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactCompatAliases } from './preact-compat-aliases.ts';

const preactAliases = preactCompatAliases;

export default defineConfig({
  test: {
    projects: [
      {
        // react-router is bundled by Vite from its ES build, so that its `react` imports get the
        // preact aliases too (react-router-dom's `node` export is CommonJS, so it is named directly)
        resolve: {
          alias: [
            ...preactAliases,
            { find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)) },
          ],
          noExternal: ['react-router', 'react-router-dom'],
          conditions: ['module', 'development|production'],
        },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/server/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
