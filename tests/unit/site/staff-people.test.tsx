/**
 * /staff/people (issue 36, docs/product/screens.md "Staff accounts") against a stand-in of the
 * /api/staff/people calls: the accounts with role, state, last sign-in and sessions; an invitation
 * that says it was sent; the refused fields beside their inputs; a role change, 'sign out
 * everywhere' and disabling asked to be confirmed first; a change to her own account sent with
 * `myself` and ending on the sign-in page when it signs her out; the changes with who and when.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StaffPeoplePage } from '../../../site/staff/people/staff-people-page';
import { StaffLayout } from '../../../site/staff/staff-layout';
import type { PeopleAnswer, PersonView } from '../../../site/staff/people/people-types';
import { renderAt } from './account-fixtures';
import { AsStaff } from './staff-access-fixtures';

const OWNER = 'olivia@clinic.example';
const roles = [
  { role: 'owner', name: 'Owner' },
  { role: 'front_desk', name: 'Front desk' },
  { role: 'practitioner', name: 'Practitioner' },
  { role: 'marketing', name: 'Marketing' },
];
const olivia: PersonView = { id: 1, email: OWNER, role: 'owner', role_name: 'Owner', state: 'active', created_at: Date.UTC(2026, 0, 5), last_login_at: Date.UTC(2026, 2, 3, 15, 0), sessions: 1, second_factor: true };
const maria: PersonView = { id: 2, email: 'maria@clinic.example', role: 'front_desk', role_name: 'Front desk', state: 'active', created_at: Date.UTC(2026, 0, 6), last_login_at: null, sessions: 2, second_factor: true };
const sam: PersonView = { id: 3, email: 'sam@clinic.example', role: 'marketing', role_name: 'Marketing', state: 'disabled', created_at: Date.UTC(2026, 0, 7), last_login_at: null, sessions: 0, second_factor: false };

const list = (people: PersonView[] = [olivia, maria, sam]): PeopleAnswer => ({
  success: true,
  people,
  roles,
  audit: [{ id: 4, actor: OWNER, staff_email: 'maria@clinic.example', action: 'invited', detail: 'new account, as Front desk', created_at: Date.UTC(2026, 2, 3, 16, 0) }],
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[];
let answers: Record<string, { status: number; body: unknown }>;

function stubApi() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://x').pathname;
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${path}`] ?? { status: 404, body: { success: false, message: 'no stand-in' } };
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

const page = () =>
  renderAt(
    '/staff/people',
    <AsStaff email={OWNER}>
      <StaffPeoplePage />
    </AsStaff>,
    [{ path: '/staff/signin', element: <p>signin page</p> }],
  );

describe('the staff accounts page', () => {
  it('lists every account with its role, state, last sign-in in Miami and open sessions, and the changes', async () => {
    answers = { 'GET /api/staff/people': { status: 200, body: list() } };
    stubApi();
    page();
    const table = await screen.findByRole('table', { name: 'Staff accounts, by e-mail' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText(/\(you\)/)).toBeTruthy();
    expect(within(rows[0]!).getByText('Mar 3, 2026, 10:00 AM').getAttribute('dateTime')).toBe('2026-03-03T15:00:00.000Z');
    expect((within(rows[1]!).getByRole('combobox', { name: 'Role of maria@clinic.example' }) as HTMLSelectElement).value).toBe('front_desk');
    expect(within(rows[1]!).getByText('Never')).toBeTruthy();
    expect(within(rows[1]!).getByText('2')).toBeTruthy();
    expect(within(rows[2]!).getByText('Disabled')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Invite again' })).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: 'Disable' })).toBeNull();
    const history = screen.getByRole('region', { name: 'Changes' });
    expect(within(history).getByRole('listitem').textContent).toBe('Mar 3, 2026, 11:00 AM · Invited: maria@clinic.example (new account, as Front desk) by olivia@clinic.example');
  });

  it('invites by e-mail and role and says the link was sent; refused fields show beside their inputs', async () => {
    const invited: PersonView = { ...maria, id: 5, email: 'nina@clinic.example', state: 'password not set', sessions: 0 };
    answers = {
      'GET /api/staff/people': { status: 200, body: list() },
      'POST /api/staff/people': { status: 400, body: { success: false, message: 'Please correct the highlighted fields.', errors: { email: 'Please enter a valid email address.' } } },
    };
    stubApi();
    page();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nina@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');

    const message = 'We sent nina@clinic.example an e-mail with a link to set a password. It works once, for 60 minutes.';
    answers['POST /api/staff/people'] = { status: 200, body: { ...list([olivia, maria, sam, invited]), message, yourself: 'unchanged' } };
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nina@clinic.example' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'marketing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/staff/people', body: { email: 'nina@clinic.example', role: 'marketing' } });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it('asks before changing a role, signing out everywhere or disabling, and sends nothing when cancelled', async () => {
    answers = {
      'GET /api/staff/people': { status: 200, body: list() },
      'POST /api/staff/people/2/role': { status: 200, body: { ...list([olivia, { ...maria, role: 'marketing', role_name: 'Marketing' }, sam]), message: 'maria@clinic.example is now Marketing.', yourself: 'unchanged' } },
      'POST /api/staff/people/2/disable': { status: 200, body: { ...list([olivia, { ...maria, state: 'disabled', sessions: 0 }, sam]), message: 'maria@clinic.example is disabled.', yourself: 'unchanged' } },
    };
    stubApi();
    page();
    const row = () => within(screen.getByRole('table')).getAllByRole('row')[2]!;
    await screen.findByRole('table');
    fireEvent.change(within(row()).getByRole('combobox'), { target: { value: 'marketing' } });
    fireEvent.click(within(row()).getByRole('button', { name: 'Change role' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Make maria@clinic.example Marketing?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(row()).getByRole('button', { name: 'Change role' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, go ahead' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/staff/people/2/role', body: { role: 'marketing', myself: false } }));
    await waitFor(() => expect(within(row()).queryByRole('button', { name: 'Change role' })).toBeNull());

    fireEvent.click(within(row()).getByRole('button', { name: 'Disable' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Disable maria@clinic.example? Their sessions end at once');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, go ahead' }));
    await waitFor(() => expect(within(row()).getByText('Disabled')).toBeTruthy());
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/staff/people/2/disable', body: { myself: false } });
  });

  it('says so when the change is to her own account, sends `myself`, and takes her to sign in when it signs her out', async () => {
    answers = {
      'GET /api/staff/people': { status: 200, body: list() },
      'POST /api/staff/people/1/sign-out': { status: 200, body: { ...list(), message: 'olivia@clinic.example is signed out everywhere.', yourself: 'signed_out' } },
    };
    stubApi();
    const view = page();
    const mine = within((await screen.findByRole('table')).querySelectorAll('tbody tr')[0] as HTMLElement);
    fireEvent.click(mine.getByRole('button', { name: 'Sign out everywhere' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Sign yourself out everywhere? Every session of yours ends now, this one included.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, go ahead' }));
    await waitFor(() => expect(view.pathname()).toBe('/staff/signin'));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/staff/people/1/sign-out', body: { myself: true } });
  });

  it('shows the server’s refusal of the last owner', async () => {
    answers = {
      'GET /api/staff/people': { status: 200, body: list() },
      'POST /api/staff/people/1/disable': { status: 409, body: { success: false, message: 'The clinic needs at least one active owner: make someone else an owner first (they must have set their password).' } },
    };
    stubApi();
    page();
    const mine = within((await screen.findByRole('table')).querySelectorAll('tbody tr')[0] as HTMLElement);
    fireEvent.click(mine.getByRole('button', { name: 'Disable' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Disable your own account?');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, go ahead' }));
    expect(await screen.findByText(/The clinic needs at least one active owner/)).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByText('Active')).toHaveLength(2);
  });
});

describe('the staff bar', () => {
  const me = (role: string, permissions: string[]) => ({ success: true, staff: { email: 'x@clinic.example', role, role_name: role, permissions, home: '/staff' }, expires_at: null });
  const bar = () => renderAt('/staff/calendar', <StaffLayout />);

  it('links Staff for an owner only', async () => {
    answers = { 'GET /api/staff/me': { status: 200, body: me('owner', ['leads.list', 'calendar.read', 'staff.manage']) } };
    stubApi();
    bar();
    expect((await screen.findByRole('link', { name: 'Staff' })).getAttribute('href')).toBe('/staff/people');
    cleanup();
    answers = { 'GET /api/staff/me': { status: 200, body: me('front_desk', ['leads.list', 'calendar.read']) } };
    stubApi();
    bar();
    await screen.findByRole('link', { name: 'Calendar' });
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
  });
});
