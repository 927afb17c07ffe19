/**
 * Backups the clinic can restore from (issue 37, docs/backups.md), on each dialect of the matrix:
 * `npm run backup` while bookings keep arriving, restored with `npm run restore` into a fresh
 * DATA_DIR (or an empty database): every booking acknowledged before the backup started is there
 * with its photo's bytes, and SQLite's integrity_check says ok. The file holds no readable name or
 * e-mail; a wrong key, a flipped byte, a changed checksum and a newer schema are refused with their
 * own message; a target in use or not empty is refused; a backup of an older schema is restored and
 * migrated up, and says so. On SQLite also the schedule in one process: a new backup that fails
 * verification keeps the older ones and says so in the log and the staff call, and the oldest
 * beyond BACKUP_KEEP go only after a newer one verified. (Several processes on one PostgreSQL:
 * backups-schedule.test.ts.)
 *
 * The PostgreSQL half needs pg_dump and pg_restore on PATH, as the backup itself does; without them
 * it is skipped with a warning (the schedule test still runs and checks the refusal they cause).
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { connectDatabase } from '../../server/db/connect';
import { knownMigrations, migrateToLatest, migrateUpTo, pendingMigrations } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { loadSqliteDriver } from '../../server/db/sqlite-driver';
import { newBackupKey } from '../../server/config/backup-key';
import { readBackupHeader, writeBackupFile } from '../../server/backups/backup-format';
import { listBackups, backupBaseName } from '../../server/backups/backup-files';
import { createBackupSchedule, periodStartOf } from '../../server/backups/backup-schedule';
import { backupStatus } from '../../server/backups/backup-status';
import { lastVerifiedRun, latestRuns, runsOfPeriod } from '../../server/backups/backup-run-repository';
import { BackupRefusal } from '../../server/backups/backup-refusal';
import { runBackupCommand } from '../../server/cli/backup-command';
import { runRestoreCommand } from '../../server/cli/restore-command';
import { dialects } from './helpers/dialects';
import { createPostgresDatabase, type TemporaryDatabase } from './helpers/postgres-db';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { storedPhoto } from './helpers/photos';
import { newStaffMember } from './staff-fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const HOUR = 3_600_000;

const hasPgTools = ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);
if (dialects.includes('postgres') && !hasPgTools) console.warn('pg_dump or pg_restore not on PATH: the PostgreSQL backup and restore tests are SKIPPED');
const backupDialects = dialects.filter((d) => d === 'sqlite' || hasPgTools);

/** What a command printed, as the CLI functions hand it over. */
function captured() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err, text: () => [...out, ...err].join('\n') };
}

/** `npm run backup` / `npm run restore` as the real command, in a process of its own. */
function runCommand(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], { cwd: root, env: { ...inherited, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** A name of letters only, unlike any word the database holds otherwise (so a grep for it means something). */
const oddName = (first: string) => first + Array.from(crypto.randomBytes(7), (b) => 'bcdfghjklmnpqrstvwxz'[b % 20]).join('');

interface Booking {
  first: string;
  last: string;
  email: string;
}

async function book(t: TestApp, jpeg: Buffer): Promise<Booking> {
  const person = { first: oddName('Quil'), last: oddName('Varg'), email: `backup.${crypto.randomBytes(5).toString('hex')}@example.com` };
  const form = new FormData();
  for (const [k, v] of Object.entries({ first_name: person.first, last_name: person.last, email: person.email, phone: '(305) 555-0142', message: 'Jawline and neck, please.' })) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await t.client().postForm(apiPath('scheduleconversation'), form);
  if (res.body.success !== true) throw new Error(`booking refused: ${res.status} ${res.text}`);
  return person;
}

const waitUntil = async (what: string, ok: () => boolean | Promise<boolean>, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

const requestId = async (db: Kysely<Database>, email: string) =>
  (await db.selectFrom('consultation_requests').select('id').where('email', '=', email).executeTakeFirst())?.id;

describe.each(backupDialects)('backups and restores (%s)', (dialect) => {
  const key = newBackupKey();
  let t: TestApp;
  let backupDir: string;
  let jpeg: Buffer;
  const scratch: string[] = [];
  const databases: TemporaryDatabase[] = [];
  /** the bookings acknowledged before the backup started, and all of them */
  let before: Booking[] = [];
  /** every booking acknowledged, in order */
  let all: Booking[] = [];
  let backupFile = '';

  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    scratch.push(dir);
    return dir;
  };
  /** the environment of a command that reads the database at `target` (a DATA_DIR, or a PostgreSQL URL) */
  const envFor = (target: { dataDir: string; databaseUrl?: string }, extra: Record<string, string> = {}): Record<string, string> => ({
    NODE_ENV: 'test',
    DATA_DIR: target.dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    BACKUP_ENCRYPTION_KEY: key,
    ...extra,
  });
  /** an empty place to restore into: a fresh DATA_DIR, and on PostgreSQL a fresh database */
  const emptyTarget = async () => {
    const dataDir = tempDir('clinic-restored-');
    if (dialect === 'sqlite') return { dataDir };
    const database = await createPostgresDatabase();
    databases.push(database);
    return { dataDir, databaseUrl: database.url };
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    backupDir = tempDir('clinic-backups-');
    jpeg = await makeJpeg({ width: 320, height: 240 });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    for (const database of databases) await database.drop();
    for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while bookings keep arriving; restored into a fresh DATA_DIR, every booking acknowledged before it started is there with its photo, and the database checks ok', async () => {
    let backupDone = false;
    const acknowledged: Booking[] = [];
    let sent = 0;
    // three visitors at a time, until the backup has finished and at least 50 have been sent
    const visitor = async () => {
      while ((sent < 50 || !backupDone) && sent < 200) {
        sent += 1;
        acknowledged.push(await book(t, jpeg));
      }
    };
    const arriving = Promise.all([visitor(), visitor(), visitor()]);
    await waitUntil('ten bookings are acknowledged', () => acknowledged.length >= 10);
    before = [...acknowledged];
    const backup = await runCommand('backup', [], envFor({ dataDir: t.dataDir, databaseUrl: t.databaseUrl }, { BACKUP_DIR: backupDir }));
    backupDone = true;
    await arriving;
    all = acknowledged;
    expect(backup.output + String(backup.code)).toContain('Backup written and verified:');
    expect(backup.code).toBe(0);
    expect(all.length).toBeGreaterThanOrEqual(50);

    const backups = await listBackups(backupDir);
    expect(backups).toHaveLength(1);
    backupFile = backups[0]!.path;
    // nothing else is left in BACKUP_DIR: no plaintext snapshot, no working folder
    expect(fs.readdirSync(backupDir).sort()).toEqual([path.basename(backupFile), path.basename(backupFile).replace(/\.backup$/, '.manifest.json')]);
    const { header } = await readBackupHeader(backupFile);
    expect(header.manifest).toMatchObject({ app: 'endolift-clinic', dialect, schemaVersion: knownMigrations().at(-1), migrations: knownMigrations() });
    expect(header.manifest.tables.consultation_requests).toBeGreaterThanOrEqual(before.length);
    expect(header.manifest.tables.consultation_photos).toBe(header.manifest.tables.consultation_requests);
    // the command's own record, as the staff area lists it
    const run = await t.app.db.selectFrom('backup_runs').selectAll().where('trigger', '=', 'command').executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'verified', file_name: path.basename(backupFile), bytes: backups[0]!.bytes });

    const target = await emptyTarget();
    const restore = await runCommand('restore', [backupFile], envFor(target));
    expect(restore.output).toContain('Every table holds the rows the manifest counted');
    expect(restore.output).toContain('no migration was needed');
    expect(restore.code).toBe(0);

    const restored = connectDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir }).db;
    try {
      for (const booking of before) {
        const liveId = await requestId(t.app.db, booking.email);
        const restoredId = await requestId(restored, booking.email);
        expect(restoredId, booking.email).toBe(liveId);
        const photo = await storedPhoto(restored, restoredId!);
        expect(photo?.equals((await storedPhoto(t.app.db, liveId!))!), `photo of ${booking.email}`).toBe(true);
      }
      const count = Number((await restored.selectFrom('consultation_requests').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(count).toBe(header.manifest.tables.consultation_requests);
      // the record of the backup it came from, "running" when its snapshot was taken, says verified now
      expect(await restored.selectFrom('backup_runs').select('status').where('id', '=', header.manifest.runId!).executeTakeFirst()).toEqual({ status: 'verified' });
    } finally {
      await restored.destroy();
    }
    if (dialect === 'sqlite') {
      const SQLite = loadSqliteDriver();
      const file = new SQLite(path.join(target.dataDir, 'clinic.sqlite'), { readonly: true });
      try {
        expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        file.close();
      }
    }
    // a server starts on the restored data and answers
    const server = await startTestApp(dialect, { dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    try {
      expect((await server.client().get('/readyz')).status).toBe(200);
      const staff = await newStaffMember(server);
      const id = await requestId(server.app.db, before[0]!.email);
      const seen = await staff.call<{ lead: { email: string } }>('GET', `/api/staff/leads/consultation/${id}`);
      expect(seen.body.lead.email).toBe(before[0]!.email);
    } finally {
      await server.stop();
    }
  }, 240_000);

  it('holds no readable patient name or e-mail in the backup or its manifest', async () => {
    const files = [backupFile, backupFile.replace(/\.backup$/, '.manifest.json')].map((f) => fs.readFileSync(f));
    // the bookings surely in it, and the next ones, which may be
    for (const booking of all.slice(0, 30)) {
      for (const word of [booking.first, booking.last, booking.email, booking.email.split('@')[0]!]) {
        for (const bytes of files) expect(bytes.includes(Buffer.from(word, 'utf8')), word).toBe(false);
      }
    }
    if (dialect === 'sqlite') {
      // the same search finds them in the database itself, so its silence above means something
      const live = Buffer.concat(['clinic.sqlite', 'clinic.sqlite-wal'].map((f) => path.join(t.dataDir, f)).filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
      expect(live.includes(Buffer.from(before[0]!.email, 'utf8'))).toBe(true);
    }
  });

  it('refuses a wrong key and a flipped byte, each with its own message, and restores nothing', async () => {
    const target = await emptyTarget();
    const wrongKey = captured();
    expect(await runRestoreCommand([backupFile], envFor(target, { BACKUP_ENCRYPTION_KEY: newBackupKey() }), wrongKey.io)).toBe(1);
    expect(wrongKey.err.join('\n')).toMatch(/was encrypted with another key \(key id [0-9a-f]{16}\); BACKUP_ENCRYPTION_KEY is key id [0-9a-f]{16}\. Set the key that was in use when the backup was made\.$/);

    const noKey = captured();
    const { BACKUP_ENCRYPTION_KEY: _key, ...withoutKey } = envFor(target);
    expect(await runRestoreCommand([backupFile], withoutKey, noKey.io)).toBe(1);
    expect(noKey.err).toEqual(['BACKUP_ENCRYPTION_KEY is not set: the backup cannot be decrypted without the key it was made with.']);

    const { prefix, size } = await readBackupHeader(backupFile);
    const damaged = path.join(tempDir('clinic-damaged-'), 'flipped.backup');
    const bytes = fs.readFileSync(backupFile);
    const at = prefix.length + Math.floor((size - prefix.length) / 2);
    bytes[at] = bytes[at]! ^ 0x01;
    fs.writeFileSync(damaged, bytes);
    const flipped = captured();
    expect(await runRestoreCommand([damaged], envFor(target), flipped.io)).toBe(1);
    expect(flipped.err).toEqual([
      `${damaged} is damaged or was changed after it was written: it does not decrypt to what was encrypted (authentication failed). Nothing was restored; use another copy of the backup.`,
    ]);

    // a byte of the header (a count in the manifest): authenticated with the data, so refused the same way
    const header = fs.readFileSync(backupFile);
    const digit = header.indexOf(Buffer.from('"consultation_requests":')) + '"consultation_requests":'.length;
    header[digit] = header[digit] === 0x31 ? 0x32 : 0x31;
    fs.writeFileSync(damaged, header);
    const changedHeader = captured();
    expect(await runRestoreCommand([damaged], envFor(target), changedHeader.io)).toBe(1);
    expect(changedHeader.err.join('\n')).toContain('is damaged or was changed after it was written');

    const notBackup = captured();
    fs.writeFileSync(damaged, 'SQLite format 3\0 and more');
    expect(await runRestoreCommand([damaged], envFor(target), notBackup.io)).toBe(1);
    expect(notBackup.err).toEqual([`${damaged} is not a clinic backup (its first bytes are not a backup's header).`]);

    // nothing reached the target
    if (dialect === 'sqlite') expect(fs.readdirSync(target.dataDir)).toEqual([]);
    else expect(await tableCount(target.databaseUrl!)).toBe(0);
  });

  it('refuses a restore onto a database a server is using, and onto one that is not empty', async () => {
    const leads = await t.app.db.selectFrom('consultation_requests').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const inUse = captured();
    expect(await runRestoreCommand([backupFile], envFor({ dataDir: t.dataDir, databaseUrl: t.databaseUrl }), inUse.io)).toBe(1);
    if (dialect === 'sqlite') {
      expect(inUse.err).toEqual([
        `${path.join(t.dataDir, 'clinic.sqlite')} is in use: a server (or another program) has it open. Stop every server on this DATA_DIR, move its files aside, and restore into an empty DATA_DIR.`,
      ]);
    } else {
      expect(inUse.err.join('\n')).toMatch(/^The database postgres:\/\/\S+ is in use: a server is running on it\. Stop every server and session using it, then restore into an empty database\.$/);
    }
    // the server works on, its data untouched
    expect(await t.app.db.selectFrom('consultation_requests').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(leads);
    expect((await t.client().get('/readyz')).status).toBe(200);

    const target = await emptyTarget();
    if (dialect === 'sqlite') fs.writeFileSync(path.join(target.dataDir, 'clinic.sqlite-wal'), '');
    else {
      const other = connectDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir }).db;
      await other.schema.createTable('leftover').addColumn('id', 'integer').execute();
      await other.destroy();
      // a closed connection's backend leaves pg_stat_activity a moment later: until then the restore
      // rightly calls the database in use, which is not what this part of the test is about
      const name = new URL(target.databaseUrl!).pathname.slice(1);
      await expect
        .poll(async () => Number((await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = ${name}`.execute(t.app.db)).rows[0]?.n), { timeout: 15_000 })
        .toBe(0);
    }
    const notEmpty = captured();
    expect(await runRestoreCommand([backupFile], envFor(target), notEmpty.io)).toBe(1);
    expect(notEmpty.err.join('\n')).toMatch(dialect === 'sqlite' ? /already holds a database \(clinic\.sqlite-wal\)\. A restore goes into an empty DATA_DIR/ : /is not empty \(1 table\)\. A restore goes into an empty database/);
  });

  it('restores a backup of an older schema and migrates it up, saying so; refuses one from a newer schema', async () => {
    const older = await emptyTarget();
    const handle = connectDatabase({ databaseUrl: older.databaseUrl, dataDir: older.dataDir });
    await migrateUpTo(handle.db, handle.adapter, '055-faq-sets');
    await handle.db.insertInto('app_meta').values({ key: 'restore-test', value: 'from before 060' }).execute();
    await handle.db.destroy();
    const olderBackups = tempDir('clinic-older-backups-');
    const taken = captured();
    expect(await runBackupCommand([], envFor(older, { BACKUP_DIR: olderBackups }), taken.io)).toBe(0);
    expect(taken.out.join('\n')).toContain('schema 055-faq-sets');
    const [file] = await listBackups(olderBackups);

    const target = await emptyTarget();
    const restored = captured();
    expect(await runRestoreCommand([file!.path], envFor(target), restored.io)).toBe(0);
    const applied = knownMigrations().slice(knownMigrations().indexOf('055-faq-sets') + 1);
    expect(restored.out).toContain(`The backup's schema (055-faq-sets) is older than this code: migrated up, applying ${applied.join(', ')}.`);
    const check = connectDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      expect(await pendingMigrations(check.db, check.adapter)).toEqual([]);
      expect(await check.db.selectFrom('app_meta').select('value').where('key', '=', 'restore-test').executeTakeFirst()).toEqual({ value: 'from before 060' });
    } finally {
      await check.db.destroy();
    }

    // a database a newer version has migrated: this code cannot know what its tables mean
    const newer = await emptyTarget();
    const newerDb = connectDatabase({ databaseUrl: newer.databaseUrl, dataDir: newer.dataDir });
    await migrateToLatest(newerDb.db, newerDb.adapter);
    await newerDb.db.insertInto('kysely_migration' as never).values({ name: '999-from-a-later-version', timestamp: new Date().toISOString() } as never).execute();
    await newerDb.db.destroy();
    const newerBackups = tempDir('clinic-newer-backups-');
    expect(await runBackupCommand([], envFor(newer, { BACKUP_DIR: newerBackups }), captured().io)).toBe(0);
    const [newerFile] = await listBackups(newerBackups);
    const refused = captured();
    expect(await runRestoreCommand([newerFile!.path], envFor(await emptyTarget()), refused.io)).toBe(1);
    expect(refused.err).toEqual([
      `${newerFile!.path} comes from a newer version of the clinic's software: its database has migration 999-from-a-later-version, which this code does not know (it knows up to ${knownMigrations().at(-1)}). Restore it with that version or a later one.`,
    ]);
  }, 120_000);

  it.runIf(dialect === 'sqlite')('refuses a file whose plaintext checksum does not match its manifest', async () => {
    const { header } = await readBackupHeader(backupFile);
    const work = tempDir('clinic-checksum-');
    const plain = path.join(work, 'plain.sqlite');
    fs.writeFileSync(plain, 'not the database the manifest describes');
    const forged = path.join(work, 'forged.backup');
    await writeBackupFile(plain, forged, Buffer.from(key, 'hex'), header.manifest);
    const refused = captured();
    expect(await runRestoreCommand([forged], envFor(await emptyTarget()), refused.io)).toBe(1);
    expect(refused.err.join('\n')).toMatch(/decrypted, but its SHA-256 \([0-9a-f]{64}\) is not the one its manifest records \([0-9a-f]{64}\)\. Nothing was restored/);
  });
});

async function tableCount(url: string): Promise<number> {
  const handle = connectDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
  try {
    return (await handle.db.introspection.getTables()).length;
  } finally {
    await handle.db.destroy();
  }
}

describe.runIf(dialects.includes('sqlite'))('the schedule in one process (sqlite): a failed verification keeps the older backups; the oldest go only after a newer one verified', () => {
  const key = newBackupKey();
  let now = Date.UTC(2031, 2, 3, 9, 5);
  let t: TestApp;
  let backupDir: string;

  beforeAll(async () => {
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-scheduled-'));
    t = await startTestApp('sqlite', { clock: () => now, env: { BACKUP_DIR: backupDir, BACKUP_ENCRYPTION_KEY: key, BACKUP_EVERY_HOURS: '1', BACKUP_KEEP: '2' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  const settled = async (at: number) => {
    await waitUntil(`the backup of ${new Date(at).toISOString()} is settled`, async () => {
      await t.app.backups.runDue();
      const runs = await runsOfPeriod(t.app.db, periodStartOf(at, 1));
      return runs.length > 0 && runs.every((r) => r.status !== 'running');
    });
    return runsOfPeriod(t.app.db, periodStartOf(at, 1));
  };
  const names = async () => (await listBackups(backupDir)).map((b) => b.name).sort();
  const nameAt = (at: number) => `${backupBaseName(at)}.backup`;

  it('takes one backup a period, keeps the last two, and keeps them when a new one fails verification', async () => {
    const first = now;
    expect(await settled(first)).toMatchObject([{ status: 'verified', attempt: 1, trigger: 'schedule', file_name: nameAt(first) }]);
    now += HOUR;
    const second = now;
    await settled(second);
    // asked again in the same period: nothing more
    expect(await t.app.backups.runDue()).toEqual({ taken: false });
    expect(await runsOfPeriod(t.app.db, periodStartOf(second, 1))).toHaveLength(1);
    expect(await names()).toEqual([nameAt(first), nameAt(second)]);

    // the third period's backup is written, but its check fails
    now += HOUR;
    const lines: { level: 'info' | 'error'; obj: object; msg: string }[] = [];
    const failing = createBackupSchedule({
      db: t.app.db,
      source: { dialect: 'sqlite', file: path.join(t.dataDir, 'clinic.sqlite') },
      settings: { dir: backupDir, key: Buffer.from(key, 'hex'), keep: 2, everyHours: 1 },
      clock: () => now,
      log: { info: (obj, msg) => lines.push({ level: 'info', obj, msg }), error: (obj, msg) => lines.push({ level: 'error', obj, msg }) },
      verify: async () => {
        throw new BackupRefusal('verification', 'PRAGMA integrity_check says: *** in database main *** Page 7: btreeInitPage() returns error code 11');
      },
    });
    const outcome = await failing.runDue();
    const reason =
      'The new backup did not pass verification (PRAGMA integrity_check says: *** in database main *** Page 7: btreeInitPage() returns error code 11); it was removed and the older backups are kept.';
    expect(outcome).toMatchObject({ taken: true, error: reason });
    expect(lines).toEqual([{ level: 'error', obj: expect.objectContaining({ reason, attempt: 1 }), msg: 'backup failed; the older backups are kept' }]);
    expect(await names()).toEqual([nameAt(first), nameAt(second)]);
    expect(fs.readdirSync(backupDir).filter((n) => n.startsWith('.'))).toEqual([]);

    // the staff area says so
    const staff = await newStaffMember(t);
    const status = await staff.call<{ warning: { kind: string; message: string }; last_verified: { file: string; bytes: number }; last: { status: string } }>('GET', '/api/staff/backups');
    expect(status.status).toBe(200);
    expect(status.body.warning).toEqual({ kind: 'failed', message: `The last backup failed: ${reason} The older backups are kept.` });
    expect(status.body.last).toMatchObject({ status: 'failed' });
    expect(status.body.last_verified).toMatchObject({ file: nameAt(second), bytes: fs.statSync(path.join(backupDir, nameAt(second))).size });

    // the next period's backup verifies: only now does the oldest go
    now += HOUR;
    const fourth = now;
    expect(await settled(fourth)).toMatchObject([{ status: 'verified' }]);
    expect(await names()).toEqual([nameAt(second), nameAt(fourth)]);
    const after = await staff.call<{ warning: unknown; enabled: boolean; every_hours: number; keep: number }>('GET', '/api/staff/backups');
    expect(after.body).toMatchObject({ warning: null, enabled: true, every_hours: 1, keep: 2 });
  }, 120_000);

  it('warns when the last verified backup is more than twice the interval old', async () => {
    const runs = await latestRuns(t.app.db, 20);
    const verified = await lastVerifiedRun(t.app.db);
    const settings = { enabled: true, everyHours: 1, keep: 2 };
    const finished = verified!.finished_at!;
    expect(backupStatus(runs, verified, settings, finished + 2 * HOUR).warning).toBeNull();
    expect(backupStatus(runs, verified, settings, finished + 2 * HOUR + 1).warning).toEqual({ kind: 'stale', message: 'The last verified backup is more than 2 hours old (twice the interval).' });
    expect(backupStatus([], undefined, { ...settings, enabled: false }, finished).warning).toMatchObject({ kind: 'off' });
  });
});
