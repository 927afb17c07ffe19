/**
 * /staff/leads/:kind/:id with a booked consultation, against a stand-in of the staff calls as the
 * server answers them (server/staff/staff-lead-routes.ts: `appointment` beside `lead`): the
 * appointment's panel with its type, Miami time, status and the way to it in the calendar, and the
 * history naming the patient for what she changed herself.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { StaffLeadPage } from '../../../site/staff/lead/staff-lead-page';
import { AsStaff, PRACTITIONER } from './staff-access-fixtures';

const lead = {
  kind: 'consultation',
  id: 12,
  name: 'Ana Lopez',
  first_name: 'Ana',
  last_name: 'Lopez',
  email: 'ana@example.com',
  phone: '3055550100',
  message: 'My jawline, please.',
  status: 'booked',
  note: '',
  language: 'es',
  created_at: Date.parse('2026-11-30T15:00:00.000Z'),
  form_page_name: 'https://clinic.example/es/consultation',
  photo_url: null,
  source: {
    source: '',
    partner: '',
    first: { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '', click_id: '', referrer: '', landing_page: '' },
    last: { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '', click_id: '', referrer: '', landing_page: '' },
  },
};
const answer = {
  success: true,
  lead,
  audit: [
    { id: 2, actor: 'reception@clinic.example', action: 'viewed', detail: '', created_at: Date.parse('2026-11-30T16:00:00.000Z') },
    { id: 1, actor: 'patient', action: 'status_changed', detail: 'new → booked', created_at: Date.parse('2026-11-30T15:00:00.000Z') },
  ],
  appointment: { id: 7, type: 'phone', start: '2026-12-02T14:00:00.000Z', status: 'booked' },
};

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const found = new URL(url, 'http://x').pathname === '/api/staff/leads/consultation/12';
      return { status: found ? 200 : 404, ok: found, headers: new Headers(), text: async () => JSON.stringify(found ? answer : { success: false }) };
    }),
  );
});

describe('the lead page of a booked consultation', () => {
  it('shows its appointment: type, Miami time, status, and a link to it in the calendar', async () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '/staff/leads/:kind/:id', element: <StaffLeadPage /> }], { initialEntries: ['/staff/leads/consultation/12'] })} />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Appointment' });
    const panel = heading.closest('section') as HTMLElement;
    expect(panel.querySelector('p')?.textContent).toBe('Phone, Wednesday, December 2, 9:00 AM · Booked · Open in the calendar');
    expect(within(panel).getByRole('link', { name: 'Open in the calendar' }).getAttribute('href')).toBe('/staff/calendar?view=day&date=2026-12-02#appointment-7');
  });

  it('names the patient in the history for the booking she made', async () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '/staff/leads/:kind/:id', element: <StaffLeadPage /> }], { initialEntries: ['/staff/leads/consultation/12'] })} />);
    const history = (await screen.findByRole('heading', { level: 2, name: 'History' })).closest('section') as HTMLElement;
    const lines = [...history.querySelectorAll('li')].map((li) => [...li.children].map((c) => c.textContent));
    expect(lines[1]?.slice(1)).toEqual(['The patient', 'Changed the status (new → booked)']);
  });

  const page = (permissions?: Parameters<typeof AsStaff>[0]['permissions']) =>
    render(
      <AsStaff permissions={permissions}>
        <RouterProvider router={createMemoryRouter([{ path: '/staff/leads/:kind/:id', element: <StaffLeadPage /> }], { initialEntries: ['/staff/leads/consultation/12'] })} />
      </AsStaff>,
    );

  it('offers the owner and the front desk the follow-up and the deletion', async () => {
    page();
    await screen.findByRole('heading', { level: 2, name: 'Follow-up' });
    expect(screen.getByRole('heading', { level: 2, name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to the inbox' })).toBeTruthy();
  });

  it('shows a practitioner her patient’s lead without the follow-up or the deletion, and leads her back to the calendar', async () => {
    page(PRACTITIONER);
    await screen.findByRole('heading', { level: 2, name: 'Appointment' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Follow-up' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
    expect(screen.getByRole('link', { name: '← Back to the calendar' }).getAttribute('href')).toBe('/staff/calendar');
  });
});
