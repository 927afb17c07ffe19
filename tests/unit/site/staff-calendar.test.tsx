/**
 * /staff/calendar (docs/product/screens.md "Staff calendar") against a stand-in of the staff calls:
 * the week's appointments with type, patient, language, status and their lead; Day and Week with
 * the one on show marked; marking attended; moving to a free time after a question that shows the
 * old and the new time (a time taken meanwhile shows the fresh ones), then showing the moved
 * appointment where it now is; no patient's 'call me' among the staff's choices; the weekly hours
 * with every time, a break's too, in the same time control; dates in words; the holidays.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StaffCalendarPage } from '../../../site/staff/calendar/staff-calendar-page';
import { renderAt } from './account-fixtures';
import { AsStaff, FRONT_DESK_CALENDAR, PRACTITIONER } from './staff-access-fixtures';
import type { StaffPermission } from '../../../site/staff/staff-access';

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[] = [];
let routes: Record<string, (body: unknown, query: URLSearchParams) => { status: number; body: unknown }> = {};

function stubApi() {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const { pathname: path, searchParams } = new URL(url, 'http://x');
      sent.push({ method, url, body });
      const answer = routes[`${method} ${path}`]?.(body, searchParams) ?? { status: 404, body: { success: false, message: 'none' } };
      return { status: answer.status, ok: answer.status < 300, headers: new Headers(), text: async () => JSON.stringify(answer.body) };
    }),
  );
}

const ana = { id: 7, type: 'phone', start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T14:20:00.000Z', status: 'booked', language: 'es', patient: { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phone: '3055550100' }, leadId: 12 };
const hours = {
  success: true,
  zone: 'America/New_York',
  weekly: [{ weekday: 1, start: '09:00', end: '17:00', breaks: [{ start: '12:30', end: '13:00' }] }],
  overrides: [
    { id: 3, date: '2026-12-24', closed: true, note: 'Christmas Eve' },
    { id: 4, date: '2027-01-01', closed: false, start: '10:00', end: '13:00' },
  ],
  holidays: [
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2027-01-01', name: 'New Year’s Day' },
  ],
};

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});
let moveAnswers: ((body: unknown) => { status: number; body: unknown })[] = [];
/** the appointment's status in the stand-in ('pending': held for the clinic's confirmation) */
let status = 'booked';
beforeEach(() => {
  status = 'booked';
  let hold = false;
  let start = ana.start;
  let end = ana.end;
  moveAnswers = [];
  routes = {
    // the appointments that start on the days asked for, as the server answers
    'GET /api/staff/appointments': (_body, query) => {
      const day = new Date(start).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
      const shown = day >= (query.get('from') ?? '') && day <= (query.get('to') ?? '');
      return { status: 200, body: { success: true, zone: 'America/New_York', appointments: shown ? [{ ...ana, start, end, status }] : [] } };
    },
    'POST /api/staff/appointments/7/move': (body) => {
      const scripted = moveAnswers.shift()?.(body);
      if (scripted) return scripted;
      start = (body as { start: string }).start;
      end = new Date(Date.parse(start) + 20 * 60_000).toISOString();
      return { status: 200, body: { success: true, appointment: { ...ana, start, end, status } } };
    },
    'POST /api/staff/appointments/7/status': (body) => {
      status = (body as { status: string }).status;
      return { status: 200, body: { success: true, appointment: { ...ana, status } } };
    },
    'POST /api/staff/appointments/7/confirm': () => {
      status = 'booked';
      return { status: 200, body: { success: true, message: 'Confirmed. The patient gets the invitation by e-mail.', appointment: { ...ana, status } } };
    },
    'POST /api/staff/appointments/7/decline': () => {
      status = 'cancelled';
      return { status: 200, body: { success: true, message: 'Declined.', appointment: { ...ana, status } } };
    },
    'GET /api/staff/booking-settings': () => ({ status: 200, body: { success: true, holdInPerson: hold } }),
    'PUT /api/staff/booking-settings': (body) => {
      hold = (body as { holdInPerson: boolean }).holdInPerson;
      return { status: 200, body: { success: true, holdInPerson: hold, message: hold ? 'New in-person bookings now wait for your confirmation.' : 'New in-person bookings are now booked at once.' } };
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

const open = (query = '?view=week&date=2026-12-02', permissions?: readonly StaffPermission[]) =>
  renderAt(
    `/staff/calendar${query}`,
    <AsStaff permissions={permissions}>
      <StaffCalendarPage />
    </AsStaff>,
    [{ path: '/staff/leads/:kind/:id', element: <p>lead</p> }],
  );

describe('the staff calendar', () => {
  it("shows the week's appointments with type, patient, language, status and a link to the lead", async () => {
    open();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 appointment'));
    expect(sent.find((s) => s.url.includes('/api/staff/appointments'))?.url).toMatch(/\/api\/staff\/appointments\?from=2026-11-30&to=2026-12-06$/);
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

  it('marks the view on show, Day or Week, for the eye and for a screen reader', async () => {
    const { router } = open();
    const views = screen.getByRole('group', { name: 'View' });
    const current = () => within(views).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('aria-current')]);
    expect(current()).toEqual([
      ['Day', null],
      ['Week', 'page'],
    ]);
    fireEvent.click(within(views).getByRole('link', { name: 'Day' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=day&date=2026-12-02'));
    expect(current()).toEqual([
      ['Day', 'page'],
      ['Week', null],
    ]);
    // the look comes from the current page mark (calendar.css: filled and ticked)
    expect(within(views).getByRole('link', { name: 'Day' }).className).toBe('calendar-views__choice');
  });

  it('marks an appointment attended with the areas treated and reads the day again', async () => {
    open('?view=day&date=2026-12-02');
    const card = await screen.findByRole('article', { name: '9:00 AM–9:20 AM · Ana Lopez' });
    fireEvent.click(within(card).getByRole('button', { name: 'Mark attended' }));
    const areas = within(card).getByRole('group', { name: 'Areas treated' });
    const save = within(areas).getByRole('button', { name: 'Save as attended' });
    // nothing is sent until an area is ticked: her aftercare mail is for them
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(areas).getByRole('checkbox', { name: 'Neck' }));
    fireEvent.click(within(areas).getByRole('checkbox', { name: 'Lower Eyelid' }));
    fireEvent.click(save);
    await waitFor(() => expect(within(screen.getByRole('article')).getByText('Attended')).toBeTruthy());
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({ body: { status: 'attended', areas: ['neck', 'lower_eyelid'] } });
    expect(sent.filter((s) => s.url.includes('/api/staff/appointments?'))).toHaveLength(2);
    expect(within(screen.getByRole('article')).queryByRole('button', { name: 'Mark attended' })).toBeNull();
  });

  it('moves an appointment after a question that shows the old and the new time; a time taken meanwhile shows the fresh ones', async () => {
    moveAnswers = [() => ({ status: 409, body: { success: false, code: 'slot_unavailable', message: 'That time was just taken. Please choose another time.', slots: [{ start: '2026-12-03T16:00:00.000Z', end: '2026-12-03T16:20:00.000Z' }] } })];
    open('?view=day&date=2026-12-02');
    const card = await screen.findByRole('article', { name: '9:00 AM–9:20 AM · Ana Lopez' });
    fireEvent.click(within(card).getByRole('button', { name: 'Move' }));
    expect(within(card).getByRole('group', { name: 'Choose a free time' })).toBeTruthy();
    fireEvent.click(await within(card).findByRole('option', { name: '10:00 AM' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Move here' }));
    // nothing is moved before the question is answered
    const question = within(card).getByRole('group', { name: 'Move Ana Lopez’s appointment?' });
    expect([...question.querySelectorAll('dt, dd')].map((n) => n.textContent)).toEqual(['From', 'Wednesday, December 2, 9:00 AM', 'To', 'Thursday, December 3, 10:00 AM']);
    expect(sent.filter((s) => s.url.endsWith('/move'))).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, move it' }));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe('That time was just taken. Please choose another time.'));
    fireEvent.click(await within(card).findByRole('option', { name: '11:00 AM' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Move here' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, move it' }));
    expect(sent.filter((s) => s.url.endsWith('/move')).map((s) => s.body)).toEqual([{ start: '2026-12-03T15:00:00.000Z' }, { start: '2026-12-03T16:00:00.000Z' }]);
  });

  it('shows the moved appointment where it now is, focused, rather than an empty day', async () => {
    const { router } = open('?view=day&date=2026-12-02');
    const card = await screen.findByRole('article', { name: '9:00 AM–9:20 AM · Ana Lopez' });
    fireEvent.click(within(card).getByRole('button', { name: 'Move' }));
    fireEvent.click(await within(card).findByRole('option', { name: '10:00 AM' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Move here' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, move it' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=day&date=2026-12-03'));
    expect(router.state.location.hash).toBe('#appointment-7');
    const moved = await screen.findByRole('article', { name: '10:00 AM–10:20 AM · Ana Lopez' });
    await waitFor(() => expect(document.activeElement).toBe(moved));
    expect(screen.getByRole('status').textContent).toBe('1 appointment');
    expect(screen.getByRole('heading', { level: 2, name: 'Thursday, December 3' })).toBeTruthy();
  });

  it('offers staff moving an appointment no patient’s “call me”, even in a week without free times', async () => {
    routes['GET /api/appointments/availability'] = () => ({ status: 200, body: { success: true, zone: 'America/New_York', type: 'phone', days: [{ date: '2026-12-03', slots: [] }] } });
    open('?view=day&date=2026-12-02');
    const card = await screen.findByRole('article', { name: '9:00 AM–9:20 AM · Ana Lopez' });
    fireEvent.click(within(card).getByRole('button', { name: 'Move' }));
    await within(card).findByText('No free times this week.');
    expect(within(card).queryByText("I'd rather you call me")).toBeNull();
    expect(within(card).queryByRole('radio')).toBeNull();
    expect(within(card).getAllByRole('button', { name: 'Next week' }).length).toBeGreaterThan(0);
  });

  it('edits the weekly hours, a break with the same time controls as the hours; refuses a break outside them', async () => {
    open();
    const monday = await screen.findByRole('group', { name: 'Monday' });
    expect((within(monday).getAllByLabelText('From')[0] as HTMLInputElement).value).toBe('09:00');
    const lunch = within(monday).getByRole('group', { name: 'Break 1' });
    const [from, to] = [within(lunch).getByLabelText('From') as HTMLInputElement, within(lunch).getByLabelText('To') as HTMLInputElement];
    expect([from.type, from.value, to.type, to.value]).toEqual(['time', '12:30', 'time', '13:00']);
    expect((within(screen.getByRole('group', { name: 'Sunday' })).getByRole('checkbox', { name: 'Open' }) as HTMLInputElement).checked).toBe(false);
    // a break that ends after the day closes is refused here, in words, and nothing is sent
    fireEvent.change(to, { target: { value: '17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    expect(within(monday).getByRole('alert').textContent).toBe('Each break must end after it starts, fall within the open hours, and not overlap another break.');
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);
    fireEvent.change(to, { target: { value: '13:00' } });
    fireEvent.click(within(monday).getByRole('button', { name: 'Add a break on Monday' }));
    const second = within(monday).getByRole('group', { name: 'Break 2' });
    fireEvent.change(within(second).getByLabelText('From'), { target: { value: '15:00' } });
    fireEvent.change(within(second).getByLabelText('To'), { target: { value: '15:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save weekly hours' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      weekly: [{ weekday: 1, start: '09:00', end: '17:00', breaks: [{ start: '12:30', end: '13:00' }, { start: '15:00', end: '15:15' }] }],
    });
  });

  it('reads the dates that differ and the holidays the clinic closes for in words', async () => {
    open();
    const overrides = (await screen.findByRole('heading', { level: 3, name: 'Dates that differ' })).nextElementSibling as HTMLElement;
    expect([...overrides.querySelectorAll('li > span')].map((n) => n.textContent)).toEqual([
      'Thursday, December 24, 2026: Closed (Christmas Eve)',
      'Friday, January 1, 2027: 10:00 AM–1:00 PM',
    ]);
    expect(within(overrides).getByRole('button', { name: 'Remove Thursday, December 24, 2026' })).toBeTruthy();
    const holidays = screen.getByRole('heading', { level: 3, name: 'Holidays' }).parentElement?.querySelector('.calendar-hours__holidays') as HTMLElement;
    expect([...holidays.querySelectorAll('li')].map((n) => n.textContent)).toEqual([
      'Friday, December 25, 2026: Christmas Day',
      'Friday, January 1, 2027: New Year’s Day · open 10:00 AM–1:00 PM (a date above)',
    ]);
    expect(screen.queryByText('No dates differ from the weekly hours.')).toBeNull();
  });

  it('confirms a booking held for confirmation, and declines another only after a question', async () => {
    status = 'pending';
    open();
    const card = await screen.findByRole('article', { name: '9:00 AM–9:20 AM · Ana Lopez' });
    expect(within(card).getByText('Phone').parentElement?.textContent).toBe('Phone · Spanish · Awaiting confirmation');
    expect(within(card).getByText('The patient is waiting for your confirmation; the time is held until you confirm or decline.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Mark attended' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const answer = within(card).getByRole('button', { name: 'Yes, decline it' });
    expect(document.activeElement).toBe(answer);
    fireEvent.click(within(card).getByRole('button', { name: 'Keep it' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST' && s.url.endsWith('/api/staff/appointments/7/confirm'))).toBe(true));
    await waitFor(() => expect(screen.getByRole('article', { name: '9:00 AM–9:20 AM · Ana Lopez' }).textContent).toContain('Booked'));
    expect(sent.filter((s) => s.url.endsWith('/decline'))).toEqual([]);
  });

  it('turns holding in-person bookings for confirmation on and off', async () => {
    open();
    const box = (await screen.findByRole('checkbox', { name: 'Hold new in-person bookings for my confirmation' })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(sent.find((s) => s.method === 'PUT' && s.url.endsWith('/api/staff/booking-settings'))?.body).toEqual({ holdInPerson: true });
  });

  it('shows a practitioner the held booking without Confirm or Decline, and no hold setting: both are the front desk’s', async () => {
    status = 'pending';
    open(undefined, PRACTITIONER);
    const card = await screen.findByRole('article', { name: '9:00 AM–9:20 AM · Ana Lopez' });
    expect(within(card).getByText('The patient is waiting for your confirmation; the time is held until you confirm or decline.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Hold new in-person bookings for my confirmation' })).toBeNull();
    expect(sent.filter((s) => s.url.includes('/booking-settings'))).toEqual([]);
  });
});

describe('the health form in the staff calendar', () => {
  const inPerson = { ...ana, id: 9, type: 'in-person', start: '2026-12-02T16:00:00.000Z', end: '2026-12-02T17:00:00.000Z', patient: { ...ana.patient, firstName: 'Odalys', lastName: 'Quintero' } };
  beforeEach(() => {
    routes['GET /api/staff/appointments'] = () => ({ status: 200, body: { success: true, zone: 'America/New_York', appointments: [ana, inPerson] } });
    routes['GET /api/staff/health-forms'] = (_body, query) => ({
      status: 200,
      body: { success: true, forms: query.get('appointments') === '9' ? [{ appointment_id: 9, status: 'flagged' }] : [] },
    });
    routes['GET /api/staff/appointments/9/health-form'] = () => ({
      status: 200,
      body: {
        success: true,
        appointment_id: 9,
        status: 'flagged',
        form: {
          version: 2,
          signed_at: '2026-11-30T15:00:00.000Z',
          consent_version: 'consent-2026-11',
          language: 'es',
          answers: [
            { id: 'pregnant', question: 'Are you pregnant, trying to get pregnant, or breastfeeding?', yes: false, attention: false },
            { id: 'bloodThinners', question: 'Do you take blood thinners (such as warfarin, apixaban, clopidogrel or daily aspirin)?', yes: true, attention: true },
          ],
          medications: 'Apixaban 5 mg',
          allergies: '',
          photo_consent: 'record',
          signed_name: 'Odalys Quintero',
          signature_hash: 'a'.repeat(64),
        },
      },
    });
  });

  it('shows the practitioner an in-person visit’s status and opens its answers, the one for attention marked', async () => {
    open('?view=day&date=2026-12-02', PRACTITIONER);
    const card = await screen.findByRole('article', { name: '11:00 AM–12:00 PM · Odalys Quintero' });
    await waitFor(() => expect(within(card).getByText('Health form: flagged').textContent).toBe('Health form: flagged An answer calls for the practitioner’s attention.'));
    // only the in-person appointment is asked about, and a phone call shows no status
    expect(sent.filter((s) => s.url.includes('/api/staff/health-forms')).map((s) => s.url)).toEqual(['/api/staff/health-forms?appointments=9']);
    expect(within(screen.getByRole('article', { name: '9:00 AM–9:20 AM · Ana Lopez' })).queryByText(/Health form/)).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Open the health form' }));
    const table = await within(card).findByRole('table', { name: 'Screening questions' });
    expect(within(card).getByText(/^Version 2, signed /).textContent).toBe('Version 2, signed Monday, November 30, 10:00 AM (Miami time) by Odalys Quintero. Signed in Spanish. Opening it is recorded in the access log.');
    const flagged = within(table).getByRole('row', { name: /blood thinners/ });
    expect(within(flagged).getByRole('cell').textContent).toBe('Yes · For your attention');
    expect(within(within(table).getByRole('row', { name: /pregnant/ })).getByRole('cell').textContent).toBe('No');
    expect(within(card).getByText('Apixaban 5 mg')).toBeTruthy();
    expect(within(card).getByText('None given')).toBeTruthy();
    expect(within(card).getByText('For her medical record only')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Close the health form' }));
    expect(within(card).queryByText('Apixaban 5 mg')).toBeNull();
  });

  it('shows the front desk the status only, with no way to the answers', async () => {
    open('?view=day&date=2026-12-02', FRONT_DESK_CALENDAR);
    const card = await screen.findByRole('article', { name: '11:00 AM–12:00 PM · Odalys Quintero' });
    await within(card).findByText('Health form: flagged');
    expect(within(card).queryByRole('button', { name: 'Open the health form' })).toBeNull();
    expect(sent.some((s) => s.url.includes('/9/health-form'))).toBe(false);
  });
});
