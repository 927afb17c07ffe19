/**
 * The 'Test your page' recipe of widgets/EMBEDDING.md, run as a partner would run it: its code block
 * is copied verbatim into an empty folder outside this repository and run there by Vitest with its
 * defaults (no config; the recipe's one test sets its own 30 s), against a real clinic server on another origin. The folder's
 * node_modules points at this repository's, standing in for `npm install -D vitest happy-dom`.
 * The recipe books in test mode, so the clinic's inbox gains no lead and nobody is mailed, while
 * the test submission is kept apart. Needs `npm run build:widgets` (npm test builds first);
 * without a build it says so loudly and skips.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';
import { listTestLeads } from '../../server/test-leads/test-lead-repository';

const ROOT = path.resolve(import.meta.dirname, '../..');
const built = fs.existsSync(path.join(ROOT, 'dist/widgets/clinic-widgets.umd.js'));
if (!built) {
  const line = '!'.repeat(78);
  console.warn(`${line}\n! 'TEST YOUR PAGE' SKIPPED: dist/widgets is not built.\n! Run \`npm run build:widgets\` (npm test builds first).\n${line}`);
}

/** The recipe's file name and code, exactly as EMBEDDING.md shows them. */
function recipe(): { file: string; code: string } {
  const doc = fs.readFileSync(path.join(ROOT, 'widgets/EMBEDDING.md'), 'utf8');
  const match = /<!-- test-your-page: ([\w.-]+) -->\n```ts\n([\s\S]*?)```/.exec(doc);
  if (!match) throw new Error('EMBEDDING.md has no marked test-your-page block');
  return { file: match[1]!, code: match[2]! };
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env, CI: 'true', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const count = async (t: TestApp, table: 'consultation_requests' | 'contact_messages' | 'mail_outbox') =>
  Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe.skipIf(!built)('the Test your page recipe, pasted into a fresh folder', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { site: true, env: { ALLOWED_ORIGINS: 'http://spa.example' } });
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'partner-page-'));
  });
  afterAll(async () => {
    await t?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('passes with no Vitest config, and the clinic’s inbox and outbox gain nothing', async () => {
    const { file, code } = recipe();
    expect(path.relative(ROOT, folder).startsWith('..')).toBe(true);
    fs.writeFileSync(path.join(folder, file), code);
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
    const before = { consultations: await count(t, 'consultation_requests'), contacts: await count(t, 'contact_messages'), mail: await count(t, 'mail_outbox') };

    const result = await run(process.execPath, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run'], folder, { CLINIC_URL: t.baseUrl });
    expect(result.output).toMatch(/Tests +1 passed \(1\)/);
    expect(result.output).not.toMatch(/insecure/i);
    expect(result.code, result.output).toBe(0);

    // nothing reached the clinic's inbox or anyone's mailbox
    expect({ consultations: await count(t, 'consultation_requests'), contacts: await count(t, 'contact_messages'), mail: await count(t, 'mail_outbox') }).toEqual(before);
    // the booking was checked like a real one and kept apart, with the page it came from and its photo
    const [test] = await listTestLeads(t.app.db);
    expect(test).toMatchObject({ kind: 'consultation', language: 'en' });
    expect(test!.fields).toMatchObject({ first_name: 'Mia', last_name: 'Chen', email: 'mia.chen@example.com', phone: '3055550111', form_page_name: 'http://spa.example/members', landing_page: 'http://spa.example/members' });
    expect(test!.photoBytes).toBeGreaterThan(100);
  });
});
