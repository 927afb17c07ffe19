/**
 * /staff/access-log against a stand-in of GET /api/staff/access-log: who did what to which lead, in
 * Miami time, newest first; the person and day filters put in the address and sent to the server;
 * the older page's cursor; the CSV link with the filters; the bar links it for owners only.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StaffAccessLogPage } from '../../../site/staff/access-log/staff-access-log-page';
import { StaffLayout } from '../../../site/staff/staff-layout';
import type { AccessLogAnswer } from '../../../site/staff/access-log/access-log-types';
import { renderAt } from './account-fixtures';

const MARIA = 'maria@clinic.example';
const OLIVIA = 'olivia@clinic.example';
const at = (h: number, m: number) => Date.UTC(2026, 2, 3, h, m);

const firstPage: AccessLogAnswer = {
  success: true,
  entries: [
    { source: 'log', id: 9, staff_id: 1, actor: OLIVIA, action: 'access_log_viewed', lead_kind: null, lead_id: null, detail: 'everything', created_at: at(17, 0) },
    { source: 'lead', id: 41, staff_id: 2, actor: MARIA, action: 'status_changed', lead_kind: 'consultation', lead_id: 12, detail: 'new → contacted', created_at: at(16, 5) },
    { source: 'lead', id: 40, staff_id: 2, actor: MARIA, action: 'photo_viewed', lead_kind: 'consultation', lead_id: 12, detail: '', created_at: at(16, 1) },
    { source: 'lead', id: 39, staff_id: null, actor: 'retention', action: 'purged', lead_kind: 'contact', lead_id: 7, detail: 'older than 365 days', created_at: at(15, 0) },
  ],
  older: '1772550000000_lead_39',
  staff: [
    { id: 2, email: MARIA },
    { id: 1, email: OLIVIA },
  ],
};

let requested: string[];
let answers: Record<string, { status: number; body: unknown }>;

function stubApi() {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(url, 'http://x');
      requested.push(u.pathname + u.search);
      const answer = answers[u.pathname] ?? { status: 404, body: { success: false, message: 'no stand-in' } };
      return { status: answer.status, ok: answer.status < 300, headers: new Headers(), text: async () => JSON.stringify(answer.body) };
    }),
  );
}

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

describe('the access log page', () => {
  it('shows who did what to which lead, in Miami time, newest first, and its own reading', async () => {
    answers = { '/api/staff/access-log': { status: 200, body: firstPage } };
    stubApi();
    renderAt('/staff/access-log', <StaffAccessLogPage />);
    const table = await screen.findByRole('table', { name: 'Access log entries, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Mar 3, 2026, 12:00 PM', OLIVIA, 'Read the access log (everything)', '—'],
      ['Mar 3, 2026, 11:05 AM', MARIA, 'Changed the status (new → contacted)', 'Consultation request #12'],
      ['Mar 3, 2026, 11:01 AM', MARIA, 'Opened the photo', 'Consultation request #12'],
      ['Mar 3, 2026, 10:00 AM', 'The server', 'Deleted by the retention period (older than 365 days)', 'Contact message #7'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Consultation request #12' }).getAttribute('href')).toBe('/staff/leads/consultation/12');
    expect(within(rows[0]!).getByText('Mar 3, 2026, 12:00 PM').getAttribute('dateTime')).toBe('2026-03-03T17:00:00.000Z');
    expect(requested).toEqual(['/api/staff/access-log']);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/staff/access-log.csv');
  });

  it('filters by person and days through the address, pages older with the cursor, and downloads with the filters', async () => {
    answers = { '/api/staff/access-log': { status: 200, body: firstPage } };
    stubApi();
    const view = renderAt('/staff/access-log', <StaffAccessLogPage />);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(requested.at(-1)).toBe('/api/staff/access-log?staff=2&from=2026-03-01&to=2026-03-03'));
    expect(view.router.state.location.search).toBe('?staff=2&from=2026-03-01&to=2026-03-03');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/staff/access-log.csv?staff=2&from=2026-03-01&to=2026-03-03'));
    fireEvent.click(screen.getByRole('link', { name: 'Older entries →' }));
    await waitFor(() => expect(requested.at(-1)).toBe('/api/staff/access-log?staff=2&from=2026-03-01&to=2026-03-03&cursor=1772550000000_lead_39'));
    // the download holds every matching row, not the page's
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/staff/access-log.csv?staff=2&from=2026-03-01&to=2026-03-03');
    expect(screen.getByRole('link', { name: '← Newest entries' }).getAttribute('href')).toBe('/staff/access-log?staff=2&from=2026-03-01&to=2026-03-03');
  });

  it('says when nothing matches', async () => {
    answers = { '/api/staff/access-log': { status: 200, body: { ...firstPage, entries: [], older: null } } };
    stubApi();
    renderAt('/staff/access-log?from=2026-01-01&to=2026-01-02', <StaffAccessLogPage />);
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Older entries →' })).toBeNull();
  });
});

describe('the staff bar', () => {
  const me = (role: string, permissions: string[]) => ({ success: true, staff: { email: 'x@clinic.example', role, role_name: role, permissions, home: '/staff' }, expires_at: null });
  const bar = () => renderAt('/staff/calendar', <StaffLayout />);

  it('links the access log for an owner only', async () => {
    answers = { '/api/staff/me': { status: 200, body: me('owner', ['leads.list', 'calendar.read', 'staff.manage', 'access_log.read']) } };
    stubApi();
    bar();
    expect((await screen.findByRole('link', { name: 'Access log' })).getAttribute('href')).toBe('/staff/access-log');
    cleanup();
    answers = { '/api/staff/me': { status: 200, body: me('front_desk', ['leads.list', 'calendar.read']) } };
    stubApi();
    bar();
    await screen.findByRole('link', { name: 'Calendar' });
    expect(screen.queryByRole('link', { name: 'Access log' })).toBeNull();
  });
});
