/**
 * 'Your appointments' on the profile (docs/product/screens.md "Profile"), with the API answering
 * from a script: her lists with type, Miami time and status; cancel asked twice; the server's own
 * sentence shown; until her e-mail is confirmed, the request to confirm it and 'Send the link again'.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ProfilePage } from '../../../site/account/profile-page';
import { loginUser } from '../../../src/session/session-store';
import { ana, renderAt, scriptApiWith, DATA_PANEL_ANSWERS, settle, setUpAccountTests, type ScriptedAnswer } from './account-fixtures';

setUpAccountTests({ now: new Date(Date.UTC(2024, 2, 15, 14, 0)), signedOut: true });

const upcoming = { id: 5, type: 'phone', start: '2024-03-20T14:00:00.000Z', end: '2024-03-20T14:20:00.000Z', zone: 'America/New_York', language: 'en', status: 'booked', upcoming: true, can_cancel: true, can_move: true };
const past = { id: 3, type: 'in-person', start: '2024-02-01T15:00:00.000Z', end: '2024-02-01T16:00:00.000Z', zone: 'America/New_York', language: 'en', status: 'attended', upcoming: false, can_cancel: false, can_move: false };
const listed = (appointments: unknown[], requests: unknown[] = []): ScriptedAnswer => ({ status: 200, body: { success: true, verified: true, email: ana.email, appointments, requests } });

async function openSection(...answers: ScriptedAnswer[]) {
  const api = scriptApiWith(DATA_PANEL_ANSWERS, ...answers);
  const view = renderAt('/profile', <ProfilePage />);
  await settle();
  const section = screen.getByRole('region', { name: 'Your appointments' });
  return { api, view, section };
}

describe('Your appointments', () => {
  beforeEach(() => loginUser(ana));

  it('lists what is coming up, what came before and her call-back requests, with type, Miami time and status', async () => {
    const { api, section } = await openSection(listed([upcoming, past], [{ id: 9, sent: '2024-03-10T15:00:00.000Z', status: 'waiting' }]));
    expect(api.sent[0]).toMatchObject({ url: '/api/account/appointments', method: 'GET' });
    const lists = within(section).getAllByRole('list');
    // coming up, call-back requests, earlier
    expect(lists).toHaveLength(3);
    const [coming, , pastList] = lists as HTMLElement[];
    expect(within(coming!).getByText('Phone call, Wednesday, March 20, 10:00 AM (Miami time)')).toBeTruthy();
    expect(within(coming!).getByText('Booked')).toBeTruthy();
    expect(within(section).getByText('Sent March 10, 2024.')).toBeTruthy();
    expect(within(section).getByText('We will call you soon.')).toBeTruthy();
    expect(within(pastList!).getByText('In person at the Miami clinic, Thursday, February 1, 10:00 AM (Miami time)')).toBeTruthy();
    expect(within(pastList!).getByText('Attended')).toBeTruthy();
    // what has happened cannot be changed; what is ahead can
    expect(within(pastList!).queryByRole('button')).toBeNull();
    expect(within(coming!).getByRole('button', { name: 'Cancel appointment' })).toBeTruthy();
    expect(within(coming!).getByRole('button', { name: 'Choose another time' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Book again' }).getAttribute('href')).toBe('/consultation');
  });

  it('cancels only once she confirms, and shows the server’s sentence', async () => {
    const said = 'Your appointment is cancelled. A confirmation is on its way to your e-mail.';
    const { api, section } = await openSection(
      listed([upcoming]),
      { status: 200, body: { success: true, message: said, appointment: { ...upcoming, status: 'cancelled', upcoming: false, can_cancel: false, can_move: false } } },
      listed([{ ...upcoming, status: 'cancelled', upcoming: false, can_cancel: false, can_move: false }]),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel appointment' }));
    await settle();
    // asked first: nothing sent yet, and 'Keep it' leaves it as it was
    expect(api.sent).toHaveLength(1);
    fireEvent.click(within(section).getByRole('button', { name: 'Keep it' }));
    await settle();
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel appointment' }));
    await settle();
    fireEvent.click(within(section).getByRole('button', { name: 'Yes, cancel it' }));
    await settle();
    expect(api.sent[1]).toMatchObject({ url: '/api/account/appointments/5/cancel', method: 'POST', body: {} });
    expect(within(section).getByRole('status').textContent).toBe(said);
    expect(within(section).getByText('Cancelled')).toBeTruthy();
    expect(within(section).getByText('You have no consultation coming up.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  });

  it('shows the server’s sentence when it refuses a change', async () => {
    const refusal = 'This appointment has already taken place or was cancelled, so it can no longer be changed here. Please call the clinic.';
    const { section } = await openSection(listed([upcoming]), { status: 409, body: { success: false, message: refusal } }, listed([]));
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel appointment' }));
    await settle();
    fireEvent.click(within(section).getByRole('button', { name: 'Yes, cancel it' }));
    await settle();
    expect(within(section).getByRole('status').textContent).toBe(refusal);
  });

  it('asks her to confirm her e-mail first, lists nothing, and sends the link again', async () => {
    const sent = 'If this e-mail still needs confirming, a new link is on its way to it. It works for 48 hours.';
    const { api, section } = await openSection(
      { status: 200, body: { success: true, verified: false, email: ana.email, message: 'Please confirm your e-mail first.', appointments: [], requests: [] } },
      { status: 200, body: { success: true, message: sent } },
    );
    expect(within(section).getByRole('heading', { name: 'Confirm your e-mail' })).toBeTruthy();
    expect(within(section).getByText(/once you confirm that ana@example.com is yours/)).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Send the link again' }));
    await settle();
    expect(api.sent[1]).toMatchObject({ url: '/api/account/verify-email/resend', method: 'POST', body: { email: ana.email } });
    expect(within(section).getByRole('status').textContent).toBe(sent);
  });

  it('offers to try again when the list cannot be read', async () => {
    const { section } = await openSection('network-error', listed([]));
    expect(within(section).getByRole('alert').textContent).toContain('We could not load your appointments.');
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(within(section).getByText('You have no consultation coming up.')).toBeTruthy();
  });
});
