/**
 * The week the picker shows: the free times of one type for seven clinic days from `from` (today
 * at first), loading, failed (with a retry) or ready. A 409 answer's fresh times (`conflict`)
 * become the week at once, from the conflict's day, without another call.
 */
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locale';
import type { AppointmentTypeId, AvailabilityDay, SlotConflict } from './appointment-types';
import { fetchAvailability } from './availability-call';
import { addDays, clinicDate } from './clinic-dates';

export type WeekTimes = { status: 'loading' } | { status: 'error' } | { status: 'ready'; days: AvailabilityDay[] };

export const WEEK_DAYS = 7;

/** The conflict's flat list of free times as the week's days, each day listed even when empty. */
export function daysFromConflict(conflict: SlotConflict): AvailabilityDay[] {
  return Array.from({ length: WEEK_DAYS }, (_, i) => {
    const date = addDays(conflict.from, i);
    return { date, slots: conflict.slots.filter((slot) => clinicDate(slot.start) === date) };
  });
}

export function useWeekTimes(type: AppointmentTypeId | null, locale: Locale, conflict: SlotConflict | null | undefined) {
  // today's clinic date needs Intl in the clinic's zone: worked out when a type is chosen, not while the page hydrates
  const [chosenFrom, setFrom] = useState<string | null>(null);
  const from = chosenFrom ?? (type ? clinicDate(new Date()) : '');
  const [loaded, setLoaded] = useState<{ key: string; week: WeekTimes } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const keyOf = (start: string) => `${type}|${start}|${locale}|${attempt}`;
  const key = keyOf(from);
  const loadedKey = useRef('');

  useEffect(() => {
    if (!conflict || conflict.type !== type) return;
    const at = keyOf(conflict.from);
    loadedKey.current = at;
    setLoaded({ key: at, week: { status: 'ready', days: daysFromConflict(conflict) } });
    setFrom(conflict.from);
    // a new conflict replaces the week once; the weeks the visitor moves to afterwards load as usual
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conflict]);

  useEffect(() => {
    if (!type || loadedKey.current === key) return;
    let live = true;
    loadedKey.current = key;
    fetchAvailability(type, from, addDays(from, WEEK_DAYS - 1), locale).then(
      (answer) => live && setLoaded({ key, week: { status: 'ready', days: answer.days } }),
      () => live && setLoaded({ key, week: { status: 'error' } }),
    );
    return () => {
      live = false;
      if (loadedKey.current === key) loadedKey.current = '';
    };
  }, [type, from, locale, key]);

  const week: WeekTimes = loaded?.key === key ? loaded.week : { status: 'loading' };
  return { from, setFrom, week, retry: () => setAttempt((n) => n + 1) };
}
