/**
 * The booking section with a chosen time (docs/product/api.md "Appointments", docs/product/screens.md
 * "Time picker"): the call carries appointment_type, appointment_start and an Idempotency-Key that
 * a retry of the same form repeats; a booked time shows its confirmation; a 409 shows the server's
 * message at the picker with its fresh times and keeps everything typed; a type without a time is
 * not sent; 'I'd rather you call me' sends today's call-back request. React 19 and preact/compat.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BookingSection } from '../../../src/booking/booking-section';
import { apiPath } from '../../../src/config/clinic';
import { photoFile } from '../lead-forms/canvas-polyfill';
import { leadFormSuite } from '../lead-forms/lead-form-suite';
import { field } from '../lead-forms/lead-api-server';
import { setPageUrl, until, watchToasts } from '../lead-forms/on-screen';

const BOOK = apiPath('scheduleconversation');
const AVAILABILITY = '/api/appointments/availability';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const suite = leadFormSuite('1700000000000.YXBwdA', { canvas: true });

const day = (date: string, starts: string[]) => ({ date, slots: starts.map((start) => ({ start, end: new Date(Date.parse(start) + 20 * 60_000).toISOString() })) });
const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'].map((date) =>
  day(date, date === '2026-12-01' ? ['2026-12-01T14:00:00.000Z', '2026-12-01T15:00:00.000Z'] : []),
);

// the visitor is in Miami too, so no second time is shown (time-picker.test.tsx covers the visitor elsewhere)
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

beforeEach(() => {
  setPageUrl('http://localhost:3000/consultation');
  vi.setSystemTime(new Date('2026-12-01T13:00:00.000Z'));
  suite.api.setDefault(AVAILABILITY, { status: 200, body: { success: true, zone: 'America/New_York', type: 'phone', days } });
});

async function readyForm(props: Parameters<typeof BookingSection>[0] = {}) {
  render(<BookingSection {...props} />);
  const form = screen.getByRole('form', { name: 'Book a Free Consultation' });
  await until(() => expect(form.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe('1700000000000.YXBwdA'));
  const input = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const values = { 'First Name': 'Ana', 'Last Name': 'Lopez', Email: 'ana@example.com', Phone: '3055550100', Message: 'Jawline, please.' };
  for (const [label, value] of Object.entries(values)) fireEvent.input(input(label), { target: { value } });
  const file = input('Upload Image');
  Object.defineProperty(file, 'files', { value: [await photoFile()], configurable: true });
  await act(async () => {
    file.dispatchEvent(new Event('change', { bubbles: true }));
  });
  return { form, input };
}

async function pickNine() {
  fireEvent.click(screen.getByRole('radio', { name: 'Phone call' }));
  await until(() => expect(screen.getByRole('listbox', { name: 'Free times on Tuesday, December 1' })).toBeTruthy());
  fireEvent.click(screen.getByRole('option', { name: '9:00 AM' }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Book a free consultation' }));

describe('booking a chosen time', () => {
  it('sends the type, the start and an Idempotency-Key, then shows the confirmation with the chosen time', async () => {
    const appointment = { id: 12, type: 'phone', start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T14:20:00.000Z', zone: 'America/New_York' };
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Your consultation is booked.', appointment } });
    const onEvent = vi.fn();
    const afterSuccess = vi.fn();
    await readyForm({ onEvent, afterSuccess });
    await pickNine();
    submit();
    await until(() => expect(screen.getByRole('heading', { name: 'Your consultation is booked' })).toBeTruthy());
    const [sent] = suite.api.to(BOOK);
    expect(sent && field(sent, 'appointment_type')).toBe('phone');
    expect(sent && field(sent, 'appointment_start')).toBe('2026-12-01T14:00:00.000Z');
    expect(sent && field(sent, 'first_name')).toBe('Ana');
    expect(sent?.headers['idempotency-key']).toMatch(UUID);
    expect(screen.getByText('Phone call, Tuesday, December 1, 9:00 AM (Miami time).')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Book a Free Consultation' })).toBeNull();
    expect(onEvent).toHaveBeenCalledWith('success', appointment);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(afterSuccess).toHaveBeenCalledWith(appointment);
  });

  it('repeats the Idempotency-Key when the same form is sent again after no answer, and makes a new one once something changes', async () => {
    suite.api.answer(BOOK, 'drop', 'drop', { status: 200, body: { success: false, errors: { phone: 'The phone must be 10 digits.' } } });
    const { input } = await readyForm();
    await pickNine();
    submit();
    await until(() => expect(suite.api.to(BOOK)).toHaveLength(1));
    await until(() => expect(screen.getByRole('button', { name: 'Book a free consultation' }).hasAttribute('disabled')).toBe(false));
    submit();
    await until(() => expect(suite.api.to(BOOK)).toHaveLength(2));
    await until(() => expect(screen.getByRole('button', { name: 'Book a free consultation' }).hasAttribute('disabled')).toBe(false));
    const [first, second] = suite.api.to(BOOK);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    fireEvent.input(input('Phone'), { target: { value: '3055550101' } });
    submit();
    await until(() => expect(suite.api.to(BOOK)).toHaveLength(3));
    expect(suite.api.to(BOOK)[2]?.headers['idempotency-key']).toMatch(UUID);
    expect(suite.api.to(BOOK)[2]?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
    await until(() => expect(screen.getAllByText('The phone must be 10 digits.').length).toBeGreaterThan(0));
  });

  it("on a 409 shows the server's message at the picker with its fresh times, keeps what was typed, and sends nothing else", async () => {
    const message = 'That time was just taken. Please choose another time.';
    suite.api.answer(BOOK, {
      status: 409,
      body: { success: false, code: 'slot_unavailable', message, slots: [{ start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T15:20:00.000Z' }] },
    });
    const toasts = watchToasts();
    const onEvent = vi.fn();
    const { input } = await readyForm({ onEvent });
    await pickNine();
    submit();
    await until(() => expect(screen.getByRole('alert').textContent).toBe(message));
    const times = screen.getByRole('listbox', { name: 'Free times on Tuesday, December 1' });
    expect(within(times).getAllByRole('option').map((o) => o.textContent)).toEqual(['10:00 AM']);
    expect(times.getAttribute('aria-invalid')).toBe('true');
    await until(() => expect(document.activeElement).toBe(times));
    expect(input('First Name').value).toBe('Ana');
    expect(input('Message').value).toBe('Jawline, please.');
    expect(toasts.shown()).toEqual([]);
    expect(onEvent).toHaveBeenCalledWith('error');
    expect(suite.api.to(AVAILABILITY)).toHaveLength(1);

    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Booked', appointment: { id: 3, type: 'phone', start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T15:20:00.000Z', zone: 'America/New_York' } } });
    fireEvent.click(within(times).getByRole('option', { name: '10:00 AM' }));
    submit();
    await until(() => expect(screen.getByText('Phone call, Tuesday, December 1, 10:00 AM (Miami time).')).toBeTruthy());
    const [first, second] = suite.api.to(BOOK);
    expect(second && field(second, 'appointment_start')).toBe('2026-12-01T15:00:00.000Z');
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it('sends nothing with a type but no time, and says what to do at the picker', async () => {
    await readyForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Phone call' }));
    await until(() => expect(screen.getByRole('listbox', { name: 'Day' })).toBeTruthy());
    submit();
    await until(() => expect(screen.getByRole('alert').textContent).toBe("Please choose a time, or choose 'I'd rather you call me'."));
    await until(() => expect(document.activeElement).toBe(screen.getByRole('listbox', { name: 'Free times on Tuesday, December 1' })));
    expect(suite.api.to(BOOK)).toHaveLength(0);
  });

  it("sends today's call-back request with 'I'd rather you call me'", async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Thank you! We will call you soon.' } });
    const afterSuccess = vi.fn();
    await readyForm({ afterSuccess });
    fireEvent.click(screen.getByRole('radio', { name: "I'd rather you call me" }));
    submit();
    await until(() => expect(suite.api.to(BOOK)).toHaveLength(1));
    const [sent] = suite.api.to(BOOK);
    expect(sent && field(sent, 'appointment_type')).toBeUndefined();
    expect(sent && field(sent, 'appointment_start')).toBeUndefined();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(afterSuccess).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('heading', { name: 'Your consultation is booked' })).toBeNull();
  });

  it('solves a proof of work in the background once a type of time is chosen, and sends it with the booking', async () => {
    // a real challenge, as the server signs it, at a difficulty of a few hashes
    const { createChallenge, verifySolution } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/sha');
    const keys = { hmacSignatureSecret: 'challenge-key', hmacKeySignatureSecret: 'derived-key' };
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 12, deriveKey, ...keys });
    suite.api.answer('/api/proof-of-work', { status: 200, body: { success: true, challenge } });
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Booked', appointment: { id: 4, type: 'phone', start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T14:20:00.000Z', zone: 'America/New_York' } } });
    await readyForm();
    // nothing is asked of a visitor who has not chosen a time
    expect(suite.api.to('/api/proof-of-work')).toHaveLength(0);
    await pickNine();
    await until(() => expect(suite.api.to('/api/proof-of-work')).toHaveLength(1));
    submit();
    await until(() => expect(suite.api.to(BOOK)).toHaveLength(1));
    const sent = field(suite.api.to(BOOK)[0]!, 'proof_of_work') ?? '';
    const payload = JSON.parse(Buffer.from(sent, 'base64').toString('utf8')) as Parameters<typeof verifySolution>[0];
    expect(payload.solution.counter).toBe(12);
    expect((await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...keys })).verified).toBe(true);
  });

  it('says the time is held, not booked, when the clinic holds in-person bookings for its confirmation', async () => {
    const appointment = { id: 13, type: 'phone', start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T14:20:00.000Z', zone: 'America/New_York', status: 'pending' };
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Thank you! Your time is held, and the clinic will confirm it by e-mail shortly.', appointment } });
    await readyForm();
    await pickNine();
    submit();
    await until(() => expect(screen.getByRole('heading', { name: 'Your time is held' })).toBeTruthy());
    expect(screen.getByText('The clinic will confirm it by e-mail shortly; the calendar invitation comes with that confirmation.')).toBeTruthy();
    expect(screen.queryByText('We have e-mailed you the details with a calendar invitation.')).toBeNull();
  });
});
