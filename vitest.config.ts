/**
 * Test layers.
 * - unit-react and unit-preact: the core's specs (tests/unit/core, src/) run twice, once per runtime
 *   the core ships on, like one suite over two database dialects: on React 19 with
 *   @testing-library/react (the site), and on preact/compat with @testing-library/preact (the
 *   widgets; specs import '@testing-library/react', which that project points at the Preact one).
 *   Site specs run on React only, widget specs on Preact only.
 * - server: real HTTP on 127.0.0.1 against SQLite and PostgreSQL.
 * - e2e: real Chromium against the built site (started by tests/e2e/run.mjs).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactCompatAliases } from './preact-compat-aliases.ts';

const coreSpecs = ['tests/unit/core/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'];
const unit = { environment: 'happy-dom' as const, setupFiles: ['tests/unit/setup.ts'] };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unit,
          name: 'unit-react',
          include: [...coreSpecs, 'tests/unit/site/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}'],
        },
      },
      {
        // react-router is bundled by Vite from its ES build, so that its `react` imports get the
        // preact aliases too (react-router-dom's `node` export is CommonJS, so it is named directly)
        resolve: {
          alias: [
            { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
            ...preactCompatAliases,
            { find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)) },
          ],
          noExternal: ['react-router', 'react-router-dom'],
          conditions: ['module', 'development|production'],
        },
        test: {
          ...unit,
          name: 'unit-preact',
          include: [...coreSpecs, 'tests/unit/widgets/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
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
