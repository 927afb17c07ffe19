/**
 * /staff/backups and the warning under the staff bar (issue 37, docs/product/screens.md "Backups")
 * against a stand-in of GET /api/staff/backups: the last verified backup's time (Miami) and size,
 * the schedule, the latest attempts with what went wrong, the warning when the last one failed or
 * is too old; the bar's warning only for those two, never for backups that are simply off.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { StaffBackupsPage } from '../../../site/staff/backups/staff-backups-page';
import { BackupWarning } from '../../../site/staff/backups/backup-warning';
import { formatBytes } from '../../../site/staff/backups/backups-copy';
import type { BackupStatusAnswer } from '../../../site/staff/backups/backup-types';
import { renderAt } from './account-fixtures';

const verified = { id: 7, trigger: 'schedule' as const, status: 'verified' as const, started_at: Date.UTC(2026, 2, 3, 5, 0), finished_at: Date.UTC(2026, 2, 3, 5, 1), file: 'clinic-20260303-050000Z.backup', bytes: 12_700_000, error: null };
const failed = { id: 8, trigger: 'schedule' as const, status: 'failed' as const, started_at: Date.UTC(2026, 2, 4, 5, 0), finished_at: Date.UTC(2026, 2, 4, 5, 0), file: null, bytes: null, error: 'pg_dump was not found on PATH.' };

let answer: { status: number; body: unknown };

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(new URL(url, 'http://x').pathname).toBe('/api/staff/backups');
      return { status: answer.status, ok: answer.status < 300, headers: new Headers(), text: async () => JSON.stringify(answer.body) };
    }),
  );
}

const status = (over: Partial<BackupStatusAnswer>): BackupStatusAnswer => ({
  success: true,
  enabled: true,
  every_hours: 24,
  keep: 14,
  last: verified,
  last_verified: verified,
  warning: null,
  runs: [verified],
  ...over,
});

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the backups page', () => {
  it('shows the last verified backup’s time in Miami and its size, the schedule and the attempts', async () => {
    answer = { status: 200, body: status({}) };
    stubApi();
    renderAt('/staff/backups', <StaffBackupsPage />);
    const last = await screen.findByRole('region', { name: 'Last verified backup' });
    expect(within(last).getByText('Mar 3, 2026, 12:00 AM').getAttribute('dateTime')).toBe('2026-03-03T05:00:00.000Z');
    expect(within(last).getByText('12.1 MB')).toBeTruthy();
    expect(within(last).getByText('clinic-20260303-050000Z.backup')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Schedule' })).getByText('Every 24 hours; the last 14 are kept, the oldest deleted only after a newer one is verified.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Latest attempts' })).getByRole('listitem').textContent).toBe(
      'Mar 3, 2026, 12:00 AM · Verified (scheduled)12.1 MB · clinic-20260303-050000Z.backup',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the last backup failed, and says why', async () => {
    const message = 'The last backup failed: pg_dump was not found on PATH. The older backups are kept.';
    answer = { status: 200, body: status({ last: failed, runs: [failed, verified], warning: { kind: 'failed', message } }) };
    stubApi();
    renderAt('/staff/backups', <StaffBackupsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const [latest] = within(screen.getByRole('region', { name: 'Latest attempts' })).getAllByRole('listitem');
    expect(latest?.textContent).toBe('Mar 4, 2026, 12:00 AM · Failed (scheduled)pg_dump was not found on PATH.');
  });

  it('says when backups are off', async () => {
    const message = 'Backups are off: no BACKUP_DIR is set, so the server takes none. Every patient record lives in one database with no copy.';
    answer = { status: 200, body: status({ enabled: false, every_hours: null, keep: null, last: null, last_verified: null, runs: [], warning: { kind: 'off', message } }) };
    stubApi();
    renderAt('/staff/backups', <StaffBackupsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(within(screen.getByRole('region', { name: 'Last verified backup' })).getByText('None yet.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Schedule' })).getByText('Off.')).toBeTruthy();
    expect(screen.getByText('No backup has been attempted yet.')).toBeTruthy();
  });
});

describe('the warning under the staff bar', () => {
  it('shows a failed or stale backup with a link to the page, and nothing when backups are fine or off', async () => {
    const message = 'The last verified backup is more than 48 hours old (twice the interval).';
    answer = { status: 200, body: status({ warning: { kind: 'stale', message } }) };
    stubApi();
    renderAt('/staff', <BackupWarning signedIn />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${message} See the backups`);
    expect(within(alert).getByRole('link', { name: 'See the backups' }).getAttribute('href')).toBe('/staff/backups');
    cleanup();

    for (const body of [status({}), status({ enabled: false, warning: { kind: 'off', message: 'Backups are off.' } })]) {
      answer = { status: 200, body };
      const fetched = vi.mocked(fetch).mock.calls.length;
      renderAt('/staff', <BackupWarning signedIn />);
      await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBe(fetched + 1));
      // let the answer reach the component (a macrotask after the fake fetch resolved)
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(screen.queryByRole('alert')).toBeNull();
      cleanup();
    }

    // not signed in: not even asked
    const fetched = vi.mocked(fetch).mock.calls.length;
    renderAt('/staff/signin', <BackupWarning signedIn={false} />);
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetched);
  });

  it('writes sizes as people read them', () => {
    expect([500, 845_000, 12_700_000, 1_300_000_000].map(formatBytes)).toEqual(['1 KB', '825 KB', '12.1 MB', '1.2 GB']);
  });
});
