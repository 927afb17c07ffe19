/**
 * Protected at rest (docs/decisions/0029-field-encryption.md): a patient's health form answers, and
 * a staff member's authenticator key, are not in the bytes of the SQLite file nor in the PostgreSQL
 * tables; `npm run rotate-field-key`
 * re-encrypts every row under the new key (the old key id gone, every value the same once
 * decrypted); a server with the wrong key fails loudly, naming the key id, never showing an empty
 * form; and the server refuses to start without a key in production or on PostgreSQL, while a plain
 * SQLite start makes one in DATA_DIR/keys (mode 0600) and says to keep it apart from backups.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldCipher, FieldDecryptError } from '../../server/db/field-cipher';
import { fieldKeyId, fieldKeyOf } from '../../server/db/field-keys';
import { runRotateFieldKeyCommand } from '../../server/cli/rotate-field-key-command';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { bookAs, confirmedPatient, formPath, signatureBody } from './helpers/health-forms';
import { startServerProcess } from './helpers/server-process';
import { TEST_FIELD_KEY } from './helpers/field-keys';
import { newStaffMember, signInStaff, STAFF_PASSWORD, staffCall, totpCode, TOTP_PERIOD_MS } from './staff-fixtures';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const NEW_KEY = '11'.repeat(32);
const WRONG_KEY = '22'.repeat(32);
const root = path.resolve(import.meta.dirname, '../..');
const idOf = (hex: string) => fieldKeyId(Buffer.from(hex, 'hex'));

describe('the field cipher', () => {
  const cipher = new FieldCipher(fieldKeyOf(Buffer.from(TEST_FIELD_KEY, 'hex')));
  it('seals a value as v1:<key id>:<iv>:<tag>:<ciphertext>, fresh each time, and opens it again', () => {
    const a = cipher.seal('Warfarin 5 mg', 'health_form_versions.sealed');
    const b = cipher.seal('Warfarin 5 mg', 'health_form_versions.sealed');
    expect(a).toMatch(new RegExp(`^v1:${idOf(TEST_FIELD_KEY)}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$`));
    expect(a).not.toBe(b);
    expect(cipher.open(a, 'health_form_versions.sealed')).toBe('Warfarin 5 mg');
  });
  it('fails loudly, naming the key id, with another key, another column or an altered value', () => {
    const sealed = cipher.seal('Warfarin 5 mg', 'health_form_versions.sealed');
    const other = new FieldCipher(fieldKeyOf(Buffer.from(WRONG_KEY, 'hex')));
    expect(() => other.open(sealed, 'health_form_versions.sealed')).toThrow(FieldDecryptError);
    expect(() => other.open(sealed, 'health_form_versions.sealed')).toThrow(`cannot decrypt a health_form_versions.sealed value: it was encrypted with key ${idOf(TEST_FIELD_KEY)}`);
    expect(() => cipher.open(sealed, 'users.phone')).toThrow(`cannot decrypt a users.phone value with key ${idOf(TEST_FIELD_KEY)}`);
    const parts = sealed.split(':');
    parts[4] = `${parts[4]!.slice(0, -2)}AA`;
    expect(() => cipher.open(parts.join(':'), 'health_form_versions.sealed')).toThrow(/cannot decrypt/);
  });
});

describe.each(dialects)('health form answers at rest (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => NOW });
    jpeg = await makeJpeg({ width: 64, height: 64 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the answers out of the stored bytes, re-encrypts every row under a new key, and fails loudly with a wrong key', async () => {
    const marker = 'Isotretinoin-MARKER-7731';
    const a = await confirmedPatient(t);
    const id = await bookAs(t, a, jpeg, 'in-person', '2026-12-03T15:00:00.000Z');
    const b = await confirmedPatient(t);
    const idB = await bookAs(t, b, jpeg, 'in-person', '2026-12-04T15:00:00.000Z');
    expect((await a.client.post(formPath(id), signatureBody({ medications: marker, allergies: 'Latex-MARKER-4417', name: 'Ana Lee' }))).status).toBe(201);
    expect((await a.client.post(formPath(id), signatureBody({ yes: ['diabetes'], medications: marker, name: 'Ana Lee' }))).status).toBe(201);
    expect((await b.client.post(formPath(idB), signatureBody({ medications: 'Metformin-MARKER-9902', name: 'Bea Cruz' }))).status).toBe(201);
    const before = (await a.client.get(formPath(id))).body;
    const beforeB = (await b.client.get(formPath(idB))).body;
    // a staff member's authenticator key is sealed the same way
    const staff = await newStaffMember(t);
    const totpSecret = staff.factor.secret;
    expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/);

    // the stored bytes: what is in clear is there (the read works), the answers are not
    let stored: string;
    if (dialect === 'sqlite') {
      await t.stop();
      const files = ['clinic.sqlite', 'clinic.sqlite-wal'].map((f) => path.join(t.dataDir, f)).filter((f) => fs.existsSync(f));
      stored = Buffer.concat(files.map((f) => fs.readFileSync(f))).toString('latin1');
    } else {
      const rows = await sql<{ row: string }>`select t::text as row from health_form_versions t union all select f::text from staff_second_factors f`.execute(t.app.db);
      stored = rows.rows.map((r) => r.row).join('\n');
      await t.stop();
    }
    expect(stored).toContain('consent-2026-11');
    for (const secret of [marker, 'Latex-MARKER', 'Metformin-MARKER', 'Ana Lee', 'Bea Cruz', totpSecret]) expect(stored).not.toContain(secret);

    // rotation: every row re-encrypted under the new key, the old key id gone
    const out: string[] = [];
    const err: string[] = [];
    const env = { DATA_DIR: t.dataDir, ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}), FIELD_ENCRYPTION_KEY: NEW_KEY, FIELD_ENCRYPTION_OLD_KEYS: TEST_FIELD_KEY, LOG_LEVEL: 'warn' };
    expect(await runRotateFieldKeyCommand([], env, { out: (l) => out.push(l), err: (l) => err.push(l) })).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toBe(`health_form_versions.sealed: 3 value(s) re-encrypted under key ${idOf(NEW_KEY)}; 0 left under another key`);
    expect(out[1]).toBe(`staff_second_factors.totp_secret: 1 value(s) re-encrypted under key ${idOf(NEW_KEY)}; 0 left under another key`);
    // run again: nothing left to do
    const again: string[] = [];
    expect(await runRotateFieldKeyCommand([], env, { out: (l) => again.push(l), err: () => {} })).toBe(0);
    expect(again[0]).toBe(`health_form_versions.sealed: 0 value(s) re-encrypted under key ${idOf(NEW_KEY)}; 0 left under another key`);

    // the new key alone opens every row, with the same answers
    let s = await t.restart({ clock: () => NOW, env: { FIELD_ENCRYPTION_KEY: NEW_KEY } });
    t = s;
    const sealed = (await s.app.db.selectFrom('health_form_versions').select('sealed').execute()).map((r) => r.sealed);
    expect(sealed).toHaveLength(3);
    for (const value of sealed) {
      expect(value.startsWith(`v1:${idOf(NEW_KEY)}:`)).toBe(true);
      expect(value).not.toContain(idOf(TEST_FIELD_KEY));
    }
    const relogin = async (who: typeof a) => {
      // her session cookie still works: sessions live in the database
      const res = await fetch(`${s.baseUrl}${formPath(who === a ? id : idB)}`, { headers: { cookie: [...who.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await relogin(a)).toEqual({ status: 200, body: before });
    expect(await relogin(b)).toEqual({ status: 200, body: beforeB });
    // her authenticator app's codes still sign the staff member in, the key now the new one
    expect((await s.app.db.selectFrom('staff_second_factors').select('totp_secret').executeTakeFirstOrThrow()).totp_secret.startsWith(`v1:${idOf(NEW_KEY)}:`)).toBe(true);
    expect((await (await signInStaff(s, staff.email)).call('GET', '/api/staff/me')).status).toBe(200);

    // a wrong key: loud in the log, naming the key id; a plain refusal to her, never an empty form
    const log = new PassThrough();
    let logged = '';
    log.on('data', (c: Buffer) => (logged += c.toString('utf8')));
    s = await t.restart({ clock: () => NOW, env: { FIELD_ENCRYPTION_KEY: WRONG_KEY, LOG_LEVEL: 'warn' }, logger: true, logStream: log });
    t = s;
    const wrong = await relogin(a);
    expect(wrong.status).toBe(503);
    expect(wrong.body).toEqual({ success: false, code: 'cannot_decrypt', message: 'Your health form cannot be read right now. The clinic has been told; please try again later.' });
    expect(logged).toContain(`cannot decrypt a health_form_versions.sealed value: it was encrypted with key ${idOf(NEW_KEY)}`);
    expect(logged).not.toContain(marker);
    // and a staff member's code: a plain 503, the key id in the log; a recovery code still lets her in
    const desk = s.client();
    expect((await desk.post<{ second_factor: string }>('/api/staff/login', { email: staff.email, password: STAFF_PASSWORD })).body.second_factor).toBe('code');
    const refusedCode = await staffCall(desk)('POST', '/api/staff/second-factor/verify', { code: totpCode(totpSecret, Math.floor(NOW / TOTP_PERIOD_MS) + 1) });
    expect(refusedCode.status).toBe(503);
    expect(refusedCode.body).toMatchObject({ success: false, code: 'cannot_decrypt' });
    expect(logged).toContain(`cannot decrypt a staff_second_factors.totp_secret value: it was encrypted with key ${idOf(NEW_KEY)}`);
    expect(logged).not.toContain(totpSecret);
    const recovery = staff.factor.recoveryCodes[0] ?? '';
    expect((await staffCall(desk)('POST', '/api/staff/second-factor/verify', { code: recovery })).status).toBe(200);
    // rotating with a key list that cannot open them refuses, naming the key, and changes nothing
    await t.stop();
    const refused: string[] = [];
    expect(await runRotateFieldKeyCommand([], { ...env, FIELD_ENCRYPTION_KEY: WRONG_KEY, FIELD_ENCRYPTION_OLD_KEYS: '' }, { out: () => {}, err: (l) => refused.push(l) })).toBe(1);
    expect(refused.join('\n')).toContain(`encrypted with key ${idOf(NEW_KEY)}`);
  });
});

/** The server as `npm start` runs it, until it exits: its exit code and what it printed. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-nokey-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env };
  delete childEnv.FIELD_ENCRYPTION_KEY;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe('starting without a field encryption key', () => {
  it('refuses on PostgreSQL (DATABASE_URL) and in production, with a message naming the variable', async () => {
    const pg = await runUntilExit({ NODE_ENV: 'test', DATABASE_URL: 'postgres://127.0.0.1:1/never-reached' });
    expect(pg.code).toBe(1);
    expect(pg.output).toContain("FIELD_ENCRYPTION_KEY: needed with DATABASE_URL: the patients' health forms are encrypted with it.");
    const prod = await runUntilExit({ NODE_ENV: 'production' });
    expect(prod.code).toBe(1);
    expect(prod.output).toContain("FIELD_ENCRYPTION_KEY: needed in production: the patients' health forms are encrypted with it.");
    expect(prod.output).not.toMatch(/\n\s+at /);
  });

  it('makes one on a plain SQLite start, in DATA_DIR/keys with mode 0600, and says to keep it apart from backups', async () => {
    const server = await startServerProcess({ FIELD_ENCRYPTION_KEY: '' });
    try {
      const file = path.join(server.dataDir, 'keys', 'field-encryption.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
      expect(server.output()).toContain('keep a copy of it apart from the backups');
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
