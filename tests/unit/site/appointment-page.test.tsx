/**
 * /appointment?token=… (docs/product/screens.md "Appointment self-service"): the appointment from
 * the mailed link, cancelling it (asked twice), moving it with the time picker (a 409 offers the
 * fresh times), and the page for a used or expired link (410).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppointmentPage } from '../../../site/pages/appointment-page';
import { renderAt, scriptApi } from './account-fixtures';

const appointment = { id: 4, type: 'phone', start: '2026-12-03T15:00:00.000Z', end: '2026-12-03T15:20:00.000Z', zone: 'America/New_York', language: 'en', status: 'booked' };
const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'].map((date) => ({
  date,
  slots: date === '2026-12-08' ? [{ start: '2026-12-08T19:00:00.000Z', end: '2026-12-08T19:20:00.000Z' }] : [],
}));

// the visitor reads Miami time only (time-picker.test.tsx covers a visitor elsewhere)
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

const open = () => renderAt('/appointment?token=t0k3n', <AppointmentPage />, [{ path: '/consultation', element: <p>consultation</p> }]);

describe('the appointment self-service page', () => {
  it('shows the appointment of the link, then cancels it after asking twice', async () => {
    const api = scriptApi({ status: 200, body: { success: true, appointment } }, { status: 200, body: { success: true, message: 'Your appointment is cancelled.' } });
    open();
    expect(screen.getByRole('status').textContent).toBe('Loading your appointment…');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your appointment' })).toBeTruthy());
    // the link's token travels in a header, never in the API's address
    expect(api.sent[0]?.url).toMatch(/\/api\/appointments\/manage\?lang=en$/);
    expect(api.sent[0]?.headers).toMatchObject({ 'x-appointment-token': 't0k3n' });
    expect(screen.getByText('Phone call, Thursday, December 3, 10:00 AM (Miami time).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const ask = screen.getByRole('group', { name: 'Cancel appointment' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your appointment is cancelled.'));
    expect(api.sent[1]?.body).toEqual({ token: 't0k3n' });
    expect(api.sent[1]?.url).toMatch(/\/api\/appointments\/manage\/cancel$/);
    // said once: the server's answer stands for the page's own line
    expect(screen.queryByText('This appointment is cancelled.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose another time' })).toBeNull();
  });

  it('moves it to another free time of its type; a time taken meanwhile shows the fresh ones', async () => {
    const moved = { ...appointment, start: '2026-12-08T19:00:00.000Z', end: '2026-12-08T19:20:00.000Z' };
    const api = scriptApi(
      { status: 200, body: { success: true, appointment } },
      { status: 200, body: { success: true, zone: 'America/New_York', type: 'phone', days } },
      { status: 409, body: { success: false, code: 'slot_unavailable', message: 'That time was just taken. Please choose another time.', slots: [{ start: '2026-12-08T20:00:00.000Z', end: '2026-12-08T20:20:00.000Z' }] } },
      { status: 200, body: { success: true, message: 'Your appointment is moved.', appointment: { ...moved, start: '2026-12-08T20:00:00.000Z' } } },
    );
    open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose another time' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Choose another time' }));
    expect(screen.getByRole('group', { name: 'Move this appointment' })).toBe(document.activeElement);
    expect(screen.getByRole('group', { name: 'Choose another time' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Phone call' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Move my appointment' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Free times on Tuesday, December 8' })).toBeTruthy());
    expect(api.sent[1]?.url).toMatch(/\/api\/appointments\/availability\?type=phone&/);
    fireEvent.click(screen.getByRole('option', { name: '2:00 PM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move my appointment' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('That time was just taken. Please choose another time.'));
    expect(api.sent[2]).toMatchObject({ body: { token: 't0k3n', start: '2026-12-08T19:00:00.000Z' } });
    await waitFor(() => expect(screen.getByRole('option', { name: '3:00 PM' })).toBeTruthy());
    expect(screen.queryByRole('option', { name: '2:00 PM' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: '3:00 PM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move my appointment' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your appointment is moved.'));
    expect(api.sent[3]).toMatchObject({ body: { token: 't0k3n', start: '2026-12-08T20:00:00.000Z' } });
    expect(screen.getByText('Phone call, Tuesday, December 8, 3:00 PM (Miami time).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose another time' })).toBeNull();
  });

  it('says plainly when the link has been used or has expired', async () => {
    scriptApi({ status: 410, body: { success: false, message: 'This link has already been used.' } });
    open();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeTruthy());
    expect(screen.getByText('This link has already been used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a consultation' }).getAttribute('href')).toBe('/consultation');
  });

  it('asks nothing of the server for a link without its token', () => {
    const api = scriptApi();
    renderAt('/appointment', <AppointmentPage />);
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByText('The link has been used already or has expired. Each link in our e-mails works once, until the appointment starts.')).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });
});
