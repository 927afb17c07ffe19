/**
 * The time picker as a visitor meets it (docs/product/screens.md "Time picker"): the types and
 * 'I'd rather you call me', the week of free times from the availability call, days then times in
 * Miami time with the visitor's own beside them, the listbox keys, and the loading, error and
 * 'no times this week' states, in English and Spanish; the confirmation of a booked time. Runs on
 * React 19 and on preact/compat.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { TimePicker, type TimePickerProps } from '../../../src/booking/time-picker/time-picker';
import { BookedTime } from '../../../src/booking/time-picker/booked-time';
import type { AvailabilityDay, TimeChoice } from '../../../src/booking/time-picker/appointment-types';
import { CoreCopyProvider } from '../../../src/i18n/core-copy-context';
import { spanishCoreCopy } from '../../../src/i18n/core-copy.es';
import { leadFormSuite } from '../lead-forms/lead-form-suite';
import { until } from '../lead-forms/on-screen';

const AVAILABILITY = '/api/appointments/availability';
const suite = leadFormSuite('1700000000000.cGlja2Vy');

/** Tuesday 1 December 2026, 8:00 in Miami. */
const NOW = new Date('2026-12-01T13:00:00.000Z');

const week = (from: number, slotsByDay: Record<number, string[]>): AvailabilityDay[] =>
  Array.from({ length: 7 }, (_, i) => {
    const date = `2026-12-${String(from + i).padStart(2, '0')}`;
    return { date, slots: (slotsByDay[from + i] ?? []).map((start) => ({ start, end: new Date(Date.parse(start) + 20 * 60_000).toISOString() })) };
  });

const firstWeek = week(1, {
  1: ['2026-12-01T14:00:00.000Z', '2026-12-01T15:00:00.000Z', '2026-12-01T16:00:00.000Z'],
  2: ['2026-12-02T19:30:00.000Z'],
});

const answer = (days: AvailabilityDay[]) => ({ status: 200, body: { success: true, zone: 'America/New_York', type: 'phone', days } });

beforeEach(() => {
  vi.setSystemTime(NOW);
});

function Harness(props: Partial<TimePickerProps> & { spy?: (choice: TimeChoice) => void; start?: TimeChoice | null }) {
  const [choice, setChoice] = useState<TimeChoice | null>(props.start ?? null);
  return (
    <TimePicker
      idPrefix="t"
      zone="America/New_York"
      {...props}
      choice={choice}
      onChoice={(next) => {
        setChoice(next);
        props.spy?.(next);
      }}
    />
  );
}

const inSpanish = (node: ReactNode) => <CoreCopyProvider value={spanishCoreCopy}>{node}</CoreCopyProvider>;
const optionNames = (list: HTMLElement) => within(list).getAllByRole('option').map((o) => o.textContent);
const selectedName = (list: HTMLElement) => within(list).getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;

async function choosePhone() {
  fireEvent.click(screen.getByRole('radio', { name: 'Phone call' }));
  await until(() => expect(screen.getByRole('listbox', { name: 'Day' })).toBeTruthy());
}

describe('choosing a type', () => {
  it('offers the three types and a call back, and asks for nothing before one is chosen', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'How would you like to meet?' });
    expect(within(group).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      'In person at the Miami clinic',
      'Phone call',
      'FaceTime / video',
      "I'd rather you call me",
    ]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(suite.api.to(AVAILABILITY)).toHaveLength(0);
  });

  it("keeps today's call-back request with 'I'd rather you call me'", () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.click(screen.getByRole('radio', { name: "I'd rather you call me" }));
    expect(spy).toHaveBeenLastCalledWith({ kind: 'call' });
    expect(screen.getByText('We call you back to find a time together.')).toBeTruthy();
    expect(suite.api.to(AVAILABILITY)).toHaveLength(0);
  });
});

  it('makes no Intl date formatter until a type is chosen (the first one loads the locale data, a long task while the page hydrates)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      render(<TimePicker idPrefix="t" choice={null} onChoice={() => {}} />);
      expect(screen.getByRole('radio', { name: 'Phone call' })).toBeTruthy();
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

describe('days, then times', () => {
  it("loads this week's free times of the type, then shows the days and the first day's times in Miami time", async () => {
    suite.api.answer(AVAILABILITY, { ...answer(firstWeek), delayMs: 50 });
    render(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'Phone call' }));
    expect(screen.getByRole('status').textContent).toBe('Loading free times…');
    await until(() => expect(screen.getByRole('listbox', { name: 'Day' })).toBeTruthy());
    const [call] = suite.api.to(AVAILABILITY);
    expect(new URL(call?.url ?? '', 'http://x').searchParams.toString()).toBe('type=phone&from=2026-12-01&to=2026-12-07&lang=en');
    expect(call?.headers['accept-language']).toBe('en');

    expect(screen.getByText('Times are Miami time (Eastern Time).')).toBeTruthy();
    const days = screen.getByRole('listbox', { name: 'Day' });
    expect(optionNames(days)).toEqual([
      'Tue, Dec 1 3 times',
      'Wed, Dec 2 1 time',
      'Thu, Dec 3 No times',
      'Fri, Dec 4 No times',
      'Sat, Dec 5 No times',
      'Sun, Dec 6 No times',
      'Mon, Dec 7 No times',
    ]);
    expect(selectedName(days)).toBe('Tue, Dec 1 3 times');
    const times = screen.getByRole('listbox', { name: 'Free times on Tuesday, December 1' });
    expect(optionNames(times)).toEqual(['9:00 AM', '10:00 AM', '11:00 AM']);
    expect(selectedName(times)).toBeUndefined();
  });

  it('moves with the arrows, Home and End, chooses with Enter, Space or a tap', async () => {
    suite.api.answer(AVAILABILITY, answer(firstWeek));
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await choosePhone();
    const times = screen.getByRole('listbox', { name: 'Free times on Tuesday, December 1' });
    expect(times.tabIndex).toBe(0);
    times.focus();
    expect(times.getAttribute('aria-activedescendant')).toBe(within(times).getByRole('option', { name: '9:00 AM' }).id);
    fireEvent.keyDown(times, { key: 'Enter' });
    expect(spy).toHaveBeenLastCalledWith({ kind: 'time', type: 'phone', start: '2026-12-01T14:00:00.000Z' });
    fireEvent.keyDown(times, { key: 'ArrowRight' });
    expect(selectedName(times)).toBe('10:00 AM');
    expect(times.getAttribute('aria-activedescendant')).toBe(within(times).getByRole('option', { name: '10:00 AM' }).id);
    fireEvent.keyDown(times, { key: 'End' });
    expect(selectedName(times)).toBe('11:00 AM');
    fireEvent.keyDown(times, { key: 'ArrowDown' });
    expect(selectedName(times)).toBe('11:00 AM');
    fireEvent.keyDown(times, { key: 'Home' });
    expect(selectedName(times)).toBe('9:00 AM');
    fireEvent.keyDown(times, { key: 'ArrowUp' });
    expect(spy).toHaveBeenLastCalledWith({ kind: 'time', type: 'phone', start: '2026-12-01T14:00:00.000Z' });
    fireEvent.click(within(times).getByRole('option', { name: '11:00 AM' }));
    fireEvent.keyDown(times, { key: ' ' });
    expect(spy).toHaveBeenLastCalledWith({ kind: 'time', type: 'phone', start: '2026-12-01T16:00:00.000Z' });

    const days = screen.getByRole('listbox', { name: 'Day' });
    fireEvent.keyDown(days, { key: 'ArrowRight' });
    expect(selectedName(days)).toBe('Wed, Dec 2 1 time');
    expect(optionNames(screen.getByRole('listbox', { name: 'Free times on Wednesday, December 2' }))).toEqual(['2:30 PM']);
    fireEvent.keyDown(days, { key: 'ArrowRight' });
    expect(screen.getByText('No free times on this day.')).toBeTruthy();
    expect(screen.getByText('Free times on Thursday, December 3')).toBeTruthy();
  });

  it("shows the visitor's own time beside each when their clock reads differently", async () => {
    suite.api.answer(AVAILABILITY, answer(firstWeek));
    render(<Harness zone="Europe/Madrid" />);
    await choosePhone();
    expect(screen.getByText('Times are Miami time (Eastern Time). Your own time (Central European Standard Time) is shown beside each.')).toBeTruthy();
    expect(optionNames(screen.getByRole('listbox', { name: 'Free times on Tuesday, December 1' }))).toEqual([
      '9:00 AM (3:00 PM your time)',
      '10:00 AM (4:00 PM your time)',
      '11:00 AM (5:00 PM your time)',
    ]);
  });

  it('says when the times could not load, and tries again', async () => {
    suite.api.answer(AVAILABILITY, { status: 500, body: { success: false, message: 'down' } }, answer(firstWeek));
    render(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'Phone call' }));
    await until(() => expect(screen.getByRole('alert').textContent).toBe('The free times could not be loaded.Try again'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await until(() => expect(screen.getByRole('listbox', { name: 'Day' })).toBeTruthy());
    expect(suite.api.to(AVAILABILITY)).toHaveLength(2);
  });

  it("says 'No free times this week', offers next week and the call back", async () => {
    const secondWeek = week(8, { 9: ['2026-12-09T20:00:00.000Z'] });
    suite.api.answer(AVAILABILITY, answer(week(1, {})), answer(secondWeek));
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Phone call' }));
    await until(() => expect(screen.getByText('No free times this week.')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Previous week' }).hasAttribute('disabled')).toBe(true);
    const state = screen.getByText('No free times this week.').parentElement as HTMLElement;
    fireEvent.click(within(state).getByRole('button', { name: 'Next week' }));
    await until(() => expect(screen.getByRole('listbox', { name: 'Free times on Wednesday, December 9' })).toBeTruthy());
    expect(new URL(suite.api.to(AVAILABILITY)[1]?.url ?? '', 'http://x').searchParams.get('from')).toBe('2026-12-08');
    expect(screen.getByRole('button', { name: 'Previous week' }).hasAttribute('disabled')).toBe(false);

    suite.api.answer(AVAILABILITY, answer(week(1, {})));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await until(() => expect(screen.getByText('No free times this week.')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: "I'd rather you call me" }));
    expect(spy).toHaveBeenLastCalledWith({ kind: 'call' });
    expect((screen.getByRole('radio', { name: "I'd rather you call me" }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the server's message and its fresh times after a 409, without another call", async () => {
    suite.api.answer(AVAILABILITY, answer(firstWeek));
    const conflict = {
      message: 'That time was just taken. Please choose another time.',
      type: 'phone' as const,
      from: '2026-12-02',
      slots: [{ start: '2026-12-03T15:00:00.000Z', end: '2026-12-03T15:20:00.000Z' }],
    };
    const { rerender } = render(<Harness start={{ kind: 'time', type: 'phone', start: null }} />);
    await until(() => expect(screen.getByRole('listbox', { name: 'Day' })).toBeTruthy());
    rerender(<Harness start={{ kind: 'time', type: 'phone', start: null }} conflict={conflict} />);
    await until(() => expect(screen.getByRole('alert').textContent).toBe('That time was just taken. Please choose another time.'));
    expect(optionNames(screen.getByRole('listbox', { name: 'Day' }))[0]).toBe('Wed, Dec 2 No times');
    const times = screen.getByRole('listbox', { name: 'Free times on Thursday, December 3' });
    expect(optionNames(times)).toEqual(['10:00 AM']);
    expect(times.getAttribute('aria-invalid')).toBe('true');
    expect(suite.api.to(AVAILABILITY)).toHaveLength(1);
  });

  it('speaks Spanish on Spanish pages and asks the server in Spanish', async () => {
    suite.api.answer(AVAILABILITY, answer(firstWeek));
    render(inSpanish(<Harness zone="Europe/Madrid" />));
    expect(screen.getByRole('group', { name: '¿Cómo prefiere su consulta?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Llamada telefónica' }));
    await until(() => expect(screen.getByRole('listbox', { name: 'Día' })).toBeTruthy());
    expect(new URL(suite.api.to(AVAILABILITY)[0]?.url ?? '', 'http://x').searchParams.get('lang')).toBe('es');
    expect(screen.getByText('Los horarios son de Miami (hora del Este). Su propia hora (hora estándar de Europa central) aparece al lado de cada uno.')).toBeTruthy();
    expect(optionNames(screen.getByRole('listbox', { name: 'Día' }))[0]).toBe('mar, 1 de dic 3 horarios');
    expect(optionNames(screen.getByRole('listbox', { name: 'Horarios libres del martes, 1 de diciembre' }))).toEqual([
      '9:00 a.m. (3:00 p.m. su hora)',
      '10:00 a.m. (4:00 p.m. su hora)',
      '11:00 a.m. (5:00 p.m. su hora)',
    ]);
  });
});

describe('the confirmation of a booked time', () => {
  const booked = { id: 7, type: 'in-person' as const, start: '2026-12-03T15:00:00.000Z', end: '2026-12-03T16:00:00.000Z', zone: 'America/New_York' };

  it('names the type and the Miami day and time, and where the invitation went', () => {
    render(<BookedTime booked={booked} zone="America/New_York" />);
    const panel = screen.getByRole('status');
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Your consultation is booked');
    expect(Array.from(panel.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'In person at the Miami clinic, Thursday, December 3, 10:00 AM (Miami time).',
      'We have e-mailed you the details with a calendar invitation.',
    ]);
    expect(document.activeElement).toBe(panel);
  });

  it("adds the visitor's own time, in Spanish too", () => {
    render(inSpanish(<BookedTime booked={booked} zone="America/Los_Angeles" />));
    expect(Array.from(screen.getByRole('status').querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'En persona en la clínica de Miami, jueves, 3 de diciembre, 10:00 a.m. (hora de Miami).',
      'Es decir, jueves, 3 de diciembre, 7:00 a.m. en su hora.',
      'Le enviamos los detalles por correo electrónico con una invitación de calendario.',
    ]);
  });
});
