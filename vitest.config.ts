/**
 * Test layers.
 * - unit-react and unit-preact: the core's specs (tests/unit/core, src/) run twice, once per runtime
 *   the core ships on, like one suite over two database dialects: on React 19 with
 *   @testing-library/react (the site), and on preact/compat with @testing-library/preact (the
 *   widgets; specs import '@testing-library/react', which that project points at the Preact one).
 *   Site specs run on React only, widget specs on Preact only.
 * - server: real HTTP on 127.0.0.1 against SQLite and PostgreSQL.
 * - e2e and e2e-serial: real Chromium against the built site (started by tests/e2e/run.mjs).
 */
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { preactCompatAliases } from './preact-compat-aliases.ts';

const coreSpecs = ['tests/unit/core/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'];
// a loaded 2-core machine runs a form's renders and awaited calls many times slower than a quiet one
const unit = { environment: 'happy-dom' as const, setupFiles: ['tests/unit/setup.ts'], testTimeout: 20_000 };
const e2e = { environment: 'node' as const, globalSetup: ['tests/e2e/global-setup.ts'], testTimeout: 90_000, hookTimeout: 120_000 };
/**
 * e2e files that must not run beside others: faq-sets edits the FAQ every page shows, publishing
 * adds posts to the blog list and feeds, lead-sources compares the results page with the API's
 * totals over every lead, and the two booking files take the first free time (the same one, were
 * they run at once) and create leads.
 */
const e2eSerialFiles = [
  'tests/e2e/faq-sets.e2e.ts',
  'tests/e2e/publishing.e2e.ts',
  'tests/e2e/lead-sources.e2e.ts',
  'tests/e2e/appointments.e2e.ts',
  'tests/e2e/appointments-widget.e2e.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unit,
          name: 'unit-react',
          include: [...coreSpecs, 'tests/unit/site/**/*.test.{ts,tsx}'],
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
          include: [...coreSpecs, 'tests/unit/widgets/**/*.test.{ts,tsx}'],
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
          ...e2e,
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: [...configDefaults.exclude, ...e2eSerialFiles],
          // The browser and the server wait on each other far more than they compute (one file at
          // a time kept about half a core busy), so two files at once; these files only read what
          // every file shares or write rows only they look up (their own e-mail or name).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...e2e,
          name: 'e2e-serial',
          include: e2eSerialFiles,
          // after the e2e project, one file at a time, against a server of their own (global setup
          // runs per project): each changes what other files read or counts what other files write
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
