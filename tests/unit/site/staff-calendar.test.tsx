/**
 * /staff/calendar (docs/product/screens.md "Staff calendar") against a stand-in of the staff calls:
 * the week's appointments with type, patient, language, status and their lead; marking attended;
 * moving to a free time (a time taken meanwhile shows the fresh ones); the weekly hours and a date
 * that differs.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StaffCalendarPage } from '../../../site/staff/calendar/staff-calendar-page';
import { renderAt } from './account-fixtures';

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[] = [];
let routes: Record<string, (body: unknown) => { status: number; body: unknown }> = {};

function stubApi() {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const path = new URL(url, 'http://x').pathname;
      sent.push({ method, url, body });
      const answer = routes[`${method} ${path}`]?.(body) ?? { status: 404, body: { success: false, message: 'none' } };
      return { status: answer.status, ok: answer.status < 300, headers: new Headers(), text: async () => JSON.stringify(answer.body) };
    }),
  );
}

const ana = { id: 7, type: 'phone', start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T14:20:00.000Z', status: 'booked', language: 'es', patient: { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phone: '3055550100' }, leadId: 12 };
const hours = {
  success: true,
  zone: 'America/New_York',
  weekly: [{ weekday: 1, start: '09:00', end: '17:00', breaks: [{ start: '12:30', end: '13:00' }] }],
  overrides: [{ id: 3, date: '2026-12-24', closed: true, note: 'Christmas Eve' }],
};

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});
beforeEach(() => {
  let status = 'booked';
  routes = {
    'GET /api/staff/appointments': () => ({ status: 200, body: { success: true, zone: 'America/New_York', appointments: [{ ...ana, status }] } }),
    'POST /api/staff/appointments/7/status': (body) => {
      status = (body as { status: string }).status;
      return { status: 200, body: { success: true, appointment: { ...ana, status } } };
    },
    'GET /api/staff/hours': () => ({ status: 200, body: hours }),
    'PUT /api/staff/hours': (body) => ({ status: 200, body: { ...hours, weekly: (body as { weekly: unknown }).weekly } }),
    'GET /api/appointments/availability': () => ({
      status: 200,
      body: { success: true, zone: 'America/New_York', type: 'phone', days: [{ date: '2026-12-03', slots: [{ start: '2026-12-03T15:00:00.000Z', end: '2026-12-03T15:20:00.000Z' }] }] },
    }),
  };
  stubApi();
});

const open = (query = '?view=week&date=2026-12-02') => renderAt(`/staff/calendar${query}`, <StaffCalendarPage />, [{ path: '/staff/leads/:kind/:id', element: <p>lead</p> }]);

describe('the staff calendar', () => {
  it("shows the week's appointments with type, patient, language, status and a link to the lead", async () => {
    open();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 appointment'));
    expect(sent[0]?.url).toMatch(/\/api\/staff\/appointments\?from=2026-11-30&to=2026-12-06$/);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent).slice(0, 7)).toEqual([
      'Monday, November 30',
      'Tuesday, December 1',
      'Wednesday, December 2',
      'Thursday, December 3',
      'Friday, December 4',
      'Saturday, December 5',
      'Sunday, December 6',
    ]);
    const card = screen.getByRole('article', { name: '9:00 AM–9:20 AM · Ana Lopez' });
    expect(within(card).getByText('Phone').parentElement?.textContent).toBe('Phone · Spanish · Booked');
    expect(within(card).getByRole('link', { name: 'Open the lead' }).getAttribute('href')).toBe('/staff/leads/consultation/12');
    expect(screen.getByRole('link', { name: 'Next week' }).getAttribute('href')).toBe('/staff/calendar?view=week&date=2026-12-09');
    expect(screen.getByRole('link', { name: 'Day' }).getAttribute('href')).toBe('/staff/calendar?view=day&date=2026-12-02');
  });

  it('marks an appointment attended and reads the day again', async () => {
    open('?view=day&date=2026-12-02');
    const card = await screen.findByRole('article', { name: '9:00 AM–9:20 AM · Ana Lopez' });
    fireEvent.click(within(card).getByRole('button', { name: 'Mark attended' }));
    await waitFor(() => expect(within(screen.getByRole('article')).getByText('Attended')).toBeTruthy());
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({ body: { status: 'attended' } });
    expect(sent.filter((s) => s.url.includes('/api/staff/appointments?'))).toHaveLength(2);
    expect(within(screen.getByRole('article')).queryByRole('button', { name: 'Mark attended' })).toBeNull();
  });

  it('moves an appointment to a free time; a time taken meanwhile shows the fresh ones', async () => {
    let tries = 0;
    routes['POST /api/staff/appointments/7/move'] = () =>
      ++tries === 1
        ? { status: 409, body: { success: false, code: 'slot_unavailable', message: 'That time was just taken. Please choose another time.', slots: [{ start: '2026-12-03T16:00:00.000Z', end: '2026-12-03T16:20:00.000Z' }] } }
        : { status: 200, body: { success: true, appointment: ana } };
    open('?view=day&date=2026-12-02');
    const card = await screen.findByRole('article', { name: '9:00 AM–9:20 AM · Ana Lopez' });
    fireEvent.click(within(card).getByRole('button', { name: 'Move' }));
    expect(within(card).getByRole('group', { name: 'Choose a free time' })).toBeTruthy();
    fireEvent.click(await within(card).findByRole('option', { name: '10:00 AM' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe('That time was just taken. Please choose another time.'));
    fireEvent.click(await within(card).findByRole('option', { name: '11:00 AM' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(within(screen.getByRole('article')).queryByRole('button', { name: 'Move here' })).toBeNull());
    expect(sent.filter((s) => s.url.endsWith('/move')).map((s) => s.body)).toEqual([{ start: '2026-12-03T15:00:00.000Z' }, { start: '2026-12-03T16:00:00.000Z' }]);
  });

  it('edits the weekly hours and refuses a break it cannot read', async () => {
    open();
    const monday = await screen.findByRole('group', { name: 'Monday' });
    expect((within(monday).getByLabelText('From') as HTMLInputElement).value).toBe('09:00');
    expect((within(monday).getByLabelText('Breaks') as HTMLInputElement).value).toBe('12:30-13:00');
    expect((within(screen.getByRole('group', { name: 'Sunday' })).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('2026-12-24: Closed (Christmas Eve)')).toBeTruthy();
    fireEvent.change(within(monday).getByLabelText('Breaks'), { target: { value: 'lunch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(within(monday).getByRole('alert').textContent).toBe('Write each break as HH:MM-HH:MM.');
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
    fireEvent.change(within(monday).getByLabelText('Breaks'), { target: { value: '12:00-12:30, 15:00-15:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      weekly: [{ weekday: 1, start: '09:00', end: '17:00', breaks: [{ start: '12:00', end: '12:30' }, { start: '15:00', end: '15:15' }] }],
    });
  });
});
