/**
 * The staff course pages' parts (docs/product/screens.md "Staff courses"): the check-in list shows
 * only those holding a seat, by last name; a tap on a name asks for attended, the row then reads
 * '✓ Attended' and the foot bar offers Undo; the roster sorts by name, status or arrival and says
 * which in aria-sort.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CheckInList, type CheckInChange } from '../../../site/staff/courses/check-in-list';
import { RosterTable } from '../../../site/staff/courses/roster-table';
import type { RosterEntry } from '../../../site/staff/courses/courses-types';
import { renderAt } from './account-fixtures';

afterEach(() => cleanup());

const entry = (id: number, first: string, last: string, status: RosterEntry['status'], enrolled = `2026-12-0${id}T12:00:00.000Z`): RosterEntry => ({
  id,
  status,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@example.com`,
  phone: '3055550142',
  language: 'en',
  profession: 'physician',
  profession_other: '',
  licence_type: 'MD',
  licence_number: 'ME-1',
  licence_state: 'FL',
  practice_name: '',
  needs: '',
  place: status === 'waiting' ? 1 : null,
  enrolled_at: enrolled,
  offer_expires_at: null,
  hold_expires_at: null,
  paid_at: status === 'confirmed' ? '2026-12-02T15:00:00.000Z' : null,
  payment_note: status === 'confirmed' ? 'invoice 9' : '',
  checked_in: status === 'attended',
  checked_in_at: null,
  certificate_code: null,
  certificate_revoked_at: null,
});

/** The list as the roster page holds it: the server's answer replaces the entry after each change. */
function Harness({ initial, calls }: { initial: RosterEntry[]; calls: [number, CheckInChange][] }) {
  const [entries, setEntries] = useState(initial);
  return (
    <CheckInList
      entries={entries}
      busy={false}
      onChange={async (e, change) => {
        calls.push([e.id, change]);
        const status = change === 'undo' ? (e.paid_at ? 'confirmed' : 'reserved') : change;
        setEntries((all) => all.map((x) => (x.id === e.id ? { ...x, status } : x)));
        return true;
      }}
    />
  );
}

describe('the check-in list', () => {
  it('lists those holding a seat by last name; a tap marks attended; Undo puts her back', async () => {
    const calls: [number, CheckInChange][] = [];
    render(<Harness calls={calls} initial={[entry(1, 'Zoe', 'Vargas', 'reserved'), entry(2, 'Ana', 'Alba', 'confirmed'), entry(3, 'Wen', 'Li', 'waiting'), entry(4, 'Eva', 'Cruz', 'cancelled')]} />);
    const names = screen.getAllByRole('button', { name: /^Check in / }).map((b) => b.textContent);
    expect(names).toEqual(['Check in Ana AlbaConfirmed', 'Check in Zoe VargasReserved']);
    expect(screen.getByText('0 of 2 checked in')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Check in Zoe Vargas Reserved' }));
    await waitFor(() => expect(screen.getByText('1 of 2 checked in')).toBeTruthy());
    expect(calls).toEqual([[1, 'attended']]);
    expect(document.getElementById('check-in-1')?.textContent).toBe('Zoe Vargas✓ Attended');
    const bar = screen.getByRole('status');
    expect(bar.textContent).toBe('Zoe Vargas: attended.Undo');

    fireEvent.click(within(bar).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByText('0 of 2 checked in')).toBeTruthy());
    expect(calls).toEqual([[1, 'attended'], [1, 'undo']]);
    expect(screen.getByRole('button', { name: 'Check in Zoe Vargas Reserved' })).toBeTruthy();
    expect(bar.textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Mark Ana Alba as no-show' }));
    await waitFor(() => expect(document.getElementById('check-in-2')?.textContent).toBe('Ana AlbaNo-show'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo the check-in of Ana Alba' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check in Ana Alba Confirmed' })).toBeTruthy());
    expect(calls.at(-1)).toEqual([2, 'undo']);
  });

  it('keeps the keyboard’s place: a check-in moves focus to her Undo, an Undo back to her name', async () => {
    render(<Harness calls={[]} initial={[entry(1, 'Zoe', 'Vargas', 'reserved'), entry(2, 'Ana', 'Alba', 'confirmed')]} />);
    const name = screen.getByRole('button', { name: 'Check in Zoe Vargas Reserved' });
    name.focus();
    fireEvent.click(name);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Undo the check-in of Zoe Vargas' })));
    fireEvent.click(document.activeElement as HTMLElement);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check in Zoe Vargas Reserved' })));
  });

  it('says so when nobody holds a seat', () => {
    render(<CheckInList entries={[entry(3, 'Wen', 'Li', 'waiting')]} busy={false} onChange={vi.fn()} />);
    expect(screen.getByText('Nobody holds a seat on this day.')).toBeTruthy();
  });
});

describe('the roster table', () => {
  it('sorts by name, status and enrollment, and says which', async () => {
    const rows = [entry(1, 'Zoe', 'Vargas', 'confirmed', '2026-12-01T12:00:00.000Z'), entry(2, 'Ana', 'Alba', 'waiting', '2026-12-03T12:00:00.000Z'), entry(3, 'Eva', 'Cruz', 'attended', '2026-12-02T12:00:00.000Z')];
    const handlers = () => ({ pay: vi.fn(), move: vi.fn(), cancel: vi.fn() });
    renderAt('/staff/courses/1', <RosterTable entries={rows} targets={[]} busy={false} handlers={handlers} />);
    const order = () => screen.getAllByRole('row').slice(1).map((r) => r.querySelector('strong')?.textContent);
    await waitFor(() => expect(order()).toEqual(['Ana Alba', 'Eva Cruz', 'Zoe Vargas']));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Status' }));
    expect(order()).toEqual(['Eva Cruz', 'Zoe Vargas', 'Ana Alba']);
    expect(screen.getByRole('columnheader', { name: /Status/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Enrolled' }));
    expect(order()).toEqual(['Zoe Vargas', 'Eva Cruz', 'Ana Alba']);
    expect(screen.getAllByText('(number 1 in line)').length).toBe(1);
    expect(screen.getByText('Paid Dec 2, 2026, 10:00 AM (invoice 9)')).toBeTruthy();
  });
});
