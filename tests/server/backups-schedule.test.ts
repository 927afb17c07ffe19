/**
 * Scheduled backups across processes (issue 37, docs/backups.md): two server OS processes on one
 * PostgreSQL database, sharing BACKUP_DIR, with a clock the test controls (TEST_CLOCK_FILE, read by
 * both) and BACKUP_EVERY_HOURS=1, BACKUP_KEEP=2. Each time the test moves the clock into a new
 * hour, both processes see it within a fifth of a second and race to claim the hour's backup: one
 * backup a period, never two (one claim row each, and one "backup verified" line across both
 * logs); the oldest beyond BACKUP_KEEP go only after a newer one verified, and a period whose
 * backup fails keeps the older ones and says so in the log and the staff call.
 *
 * The dump itself needs pg_dump and pg_restore on PATH. Without them every period's one claim is
 * still checked, with the failure each records ('pg_dump was not found on PATH…'); only the
 * assertions about files are skipped, with a warning.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/schema';
import { newBackupKey } from '../../server/config/backup-key';
import { backupBaseName, listBackups } from '../../server/backups/backup-files';
import { runsOfPeriod } from '../../server/backups/backup-run-repository';
import { addStaff } from '../../server/staff/staff-accounts';
import { fileClock } from '../../server/plugins/clock';
import { dialects } from './helpers/dialects';
import type { ServerProcess } from './helpers/server-process';
import { startTwoProcesses, stopTwoProcesses, type TwoProcesses } from './helpers/two-processes';
import { TestClient } from './helpers/test-client';
import { uniqueEmail } from './helpers/accounts';
import { passSecondFactor, STAFF_PASSWORD, staffCall } from './staff-fixtures';

const HOUR = 3_600_000;
const hasPgTools = ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);

describe.runIf(dialects.includes('postgres'))('scheduled backups: two server processes on one PostgreSQL, a clock the test controls', () => {
  /** ten past midnight UTC: the first hour's period starts at midnight */
  const start = Date.UTC(2031, 0, 6, 0, 10);
  let pair: TwoProcesses | undefined;
  let db: Kysely<Database>;
  let a: ServerProcess;
  let b: ServerProcess;
  let scratch: string;
  let backupDir: string;
  let clockFile: string;

  const setClock = (ms: number) => {
    // written whole and renamed, so a process never reads half a number
    fs.writeFileSync(`${clockFile}.next`, String(ms));
    fs.renameSync(`${clockFile}.next`, clockFile);
  };

  beforeAll(async () => {
    if (!hasPgTools) console.warn('pg_dump or pg_restore not on PATH: the backup files of this test are not checked (SKIPPED); the claims and the failure they record are');
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-schedule-'));
    backupDir = path.join(scratch, 'backups');
    clockFile = path.join(scratch, 'clock');
    setClock(start);
    const env = {
      BACKUP_DIR: backupDir,
      BACKUP_EVERY_HOURS: '1',
      BACKUP_KEEP: '2',
      BACKUP_ENCRYPTION_KEY: newBackupKey(),
      TEST_CLOCK_FILE: clockFile,
      LOG_LEVEL: 'info',
    };
    pair = await startTwoProcesses(env);
    ({ db, a, b } = pair);
  }, 120_000);
  afterAll(async () => {
    await stopTwoProcesses(pair);
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  /** the period's attempts once none is under way (waits for the state, however long the machine takes) */
  async function settled(at: number) {
    const period = Math.floor(at / HOUR) * HOUR;
    const deadline = Date.now() + 90_000;
    for (;;) {
      const runs = await runsOfPeriod(db, period);
      if (runs.length > 0 && runs.every((r) => r.status !== 'running')) return runs;
      if (Date.now() > deadline) throw new Error(`no settled backup for ${new Date(period).toISOString()}: ${JSON.stringify(runs)}\n${a.output().slice(-2000)}\n${b.output().slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const files = async () => (await listBackups(backupDir)).map((f) => f.name).sort();
  const nameAt = (at: number) => `${backupBaseName(at)}.backup`;
  const logged = (msg: string) => (a.output() + b.output()).split('\n').filter((line) => line.includes(`"msg":"${msg}"`)).length;

  it('takes one backup an hour across both processes, keeps the last two, and keeps them when one fails', async () => {
    const expected = hasPgTools ? 'verified' : 'failed';
    const hours = [start, start + HOUR, start + 2 * HOUR];
    for (const [i, at] of hours.entries()) {
      if (i > 0) setClock(at);
      const runs = await settled(at);
      // one claim: one attempt row for the period, by one of the two processes
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ attempt: 1, trigger: 'schedule', status: expected });
      expect([a.child.pid, b.child.pid].map((pid) => runs[0]!.owner.endsWith(`:${pid}`))).toContain(true);
      if (!hasPgTools) expect(runs[0]!.error).toContain('pg_dump was not found on PATH');
    }
    if (hasPgTools) {
      // the first hour's backup went only once the third verified
      expect(await files()).toEqual([nameAt(hours[1]!), nameAt(hours[2]!)]);
      // the processes' log lines reach the test through pipes: wait for them rather than read at once
      await vi.waitFor(() => expect(logged('backup verified')).toBe(3), { timeout: 30_000, interval: 100 });
    } else {
      await vi.waitFor(() => expect(logged('backup failed; the older backups are kept')).toBe(3), { timeout: 30_000, interval: 100 });
    }

    // the fourth hour's backup cannot be written: BACKUP_DIR is a file now
    const away = `${backupDir}.away`;
    fs.renameSync(backupDir, away);
    fs.writeFileSync(backupDir, 'not a directory');
    const failedHour = start + 3 * HOUR;
    setClock(failedHour);
    const failed = await settled(failedHour);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ status: 'failed', attempt: 1 });
    if (hasPgTools) expect(fs.readdirSync(away).filter((n) => n.endsWith('.backup')).sort()).toEqual([nameAt(hours[1]!), nameAt(hours[2]!)]);
    await vi.waitFor(() => expect(logged('backup failed; the older backups are kept')).toBe(hasPgTools ? 1 : 4), { timeout: 30_000, interval: 100 });

    // the staff call on either process says so
    const added = await addStaff(db, b.baseUrl, uniqueEmail('backup-owner'));
    const client = new TestClient(b.baseUrl);
    const link = new URL(added.link);
    await client.post('/api/staff/set-password', { token: link.searchParams.get('token'), email: added.email, password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD });
    const signedIn = await client.post<{ second_factor: string }>('/api/staff/login', { email: added.email, password: STAFF_PASSWORD });
    expect(signedIn.status).toBe(200);
    await passSecondFactor(fileClock(clockFile), added.email, client, signedIn.body.second_factor);
    const status = await staffCall(client)<{ warning: { kind: string; message: string }; last: { status: string; error: string }; last_verified: { file: string } | null }>('GET', '/api/staff/backups');
    expect(status.status).toBe(200);
    expect(status.body.warning.kind).toBe('failed');
    expect(status.body.warning.message).toMatch(/^The last backup failed: .+ The older backups are kept\.$/);
    expect(status.body.last).toMatchObject({ status: 'failed', error: failed[0]!.error });
    if (hasPgTools) expect(status.body.last_verified).toMatchObject({ file: nameAt(hours[2]!) });

    // the folder is back: the next hour's backup verifies, and only then does the oldest go
    fs.rmSync(backupDir);
    fs.renameSync(away, backupDir);
    const nextHour = start + 4 * HOUR;
    setClock(nextHour);
    expect(await settled(nextHour)).toMatchObject([{ attempt: 1, status: expected }]);
    if (hasPgTools) {
      expect(await files()).toEqual([nameAt(hours[2]!), nameAt(nextHour)]);
      await vi.waitFor(() => expect(logged('backup verified')).toBe(4), { timeout: 30_000, interval: 100 });
      const after = await staffCall(client)<{ warning: unknown }>('GET', '/api/staff/backups');
      expect(after.body.warning).toBeNull();
    }
    // never two: one attempt row in every hour the clock passed through
    const rows = await db.selectFrom('backup_runs').select(['period_start', 'attempt']).where('trigger', '=', 'schedule').orderBy('period_start').execute();
    expect(rows).toEqual([0, 1, 2, 3, 4].map((h) => ({ period_start: Math.floor(start / HOUR) * HOUR + h * HOUR, attempt: 1 })));
  }, 300_000);
});
