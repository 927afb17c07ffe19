/**
 * A week of one type's free times: the week steps, its loading, failed and empty states, the days
 * listbox and the chosen day's times listbox. The patient's time picker (time-picker.tsx) shows it
 * once a type is chosen; staff moving a booked appointment (the calendar's move picker) show it
 * alone, the type being the appointment's. The parent keeps the week (`useWeekTimes`) and the day
 * on show, so choosing another type can start again from the first day with times.
 */
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locale';
import { CLINIC_ZONE, addDays, clinicDate, dayName, differsFromClinic, timeIn, visitorZone, zoneName } from './clinic-dates';
import { OptionList } from './option-list';
import type { TimePickerCopy } from './time-picker-copy';
import { WEEK_DAYS, type useWeekTimes } from './use-week-times';

/** docs/product/limits.md: how far ahead the picker pages (the server's booking horizon). */
export const HORIZON_DAYS = 60;

export interface WeekViewProps {
  idPrefix: string;
  /** the week's times and its paging, from `useWeekTimes` */
  times: ReturnType<typeof useWeekTimes>;
  /** the day chosen in this week, or null for the chosen time's day (else the first with times) */
  day: string | null;
  onDay: (day: string | null) => void;
  /** the time chosen so far, or null */
  start: string | null;
  onChoose: (start: string) => void;
  /** what is wrong with the choice, shown by the parent under `${idPrefix}-problem` */
  problem: string;
  copy: TimePickerCopy;
  locale: Locale;
  /** the viewer's zone, its times shown beside the clinic's when they differ; the browser's when left out */
  zone?: string;
  /** more ways out of a week without free times, beside 'next week' */
  emptyActions?: ReactNode;
}

export function WeekView({ idPrefix, times, day, onDay, start, onChoose, problem, copy, locale, zone, emptyActions }: WeekViewProps) {
  const { from, setFrom, week, retry } = times;
  const id = (name: string) => `${idPrefix}-${name}`;
  // Dates in a time zone need Intl, whose first formatter loads the browser's locale data (a long
  // task on a phone): the view is shown only once a type is chosen, never while the page hydrates.
  const today = clinicDate(new Date());
  const days = week.status === 'ready' ? week.days : [];
  // the day on show: the one chosen in this week, else the chosen time's, else the first with times
  const shownDay =
    days.find((d) => d.date === day) ?? days.find((d) => start && d.slots.some((s) => s.start === start)) ?? days.find((d) => d.slots.length > 0) ?? days[0];
  const empty = week.status === 'ready' && days.every((d) => d.slots.length === 0);
  const firstSlot = days.flatMap((d) => d.slots)[0];
  const ownZone = firstSlot ? (zone ?? visitorZone()) : undefined;
  const otherZone = firstSlot && differsFromClinic(ownZone, firstSlot.start) ? ownZone : undefined;
  const moveWeek = (by: number) => {
    onDay(null);
    setFrom(addDays(from, by));
  };

  return (
    <div className="clinic-picker__week">
      <p className="clinic-field__hint" id={id('zone')}>
        {copy.clinicZone}
        {otherZone && ` ${copy.visitorZone(zoneName(otherZone, locale))}`}
      </p>
      <div className="clinic-picker__nav">
        <button type="button" className="clinic-picker__step" disabled={from <= today} onClick={() => moveWeek(-WEEK_DAYS)}>
          {copy.previousWeek}
        </button>
        <button type="button" className="clinic-picker__step" disabled={addDays(from, WEEK_DAYS) > addDays(today, HORIZON_DAYS)} onClick={() => moveWeek(WEEK_DAYS)}>
          {copy.nextWeek}
        </button>
      </div>
      {week.status === 'loading' && (
        <p className="clinic-picker__state" role="status">
          {copy.loading}
        </p>
      )}
      {week.status === 'error' && (
        <div className="clinic-picker__state" role="alert">
          <p>{copy.loadError}</p>
          <button type="button" className="clinic-picker__step" onClick={retry}>
            {copy.retry}
          </button>
        </div>
      )}
      {empty && (
        <div className="clinic-picker__state" role="status">
          <p>{copy.noTimesWeek}</p>
          <button type="button" className="clinic-picker__step" onClick={() => moveWeek(WEEK_DAYS)}>
            {copy.nextWeek}
          </button>
          {emptyActions && <> {emptyActions}</>}
        </div>
      )}
      {week.status === 'ready' && !empty && shownDay && (
        <>
          <p className="clinic-picker__label" id={id('days-label')}>
            {copy.days}
          </p>
          <OptionList
            id={id('days')}
            className="clinic-picker__days"
            labelledBy={id('days-label')}
            selected={shownDay.date}
            onSelect={onDay}
            options={days.map((d) => ({
              key: d.date,
              content: (
                <>
                  <span className="clinic-picker__day">{dayName(d.date, locale, 'short')}</span> <span className="clinic-picker__count">{copy.timesCount(d.slots.length)}</span>
                </>
              ),
            }))}
          />
          <p className="clinic-picker__label" id={id('times-label')}>
            {copy.timesOn(dayName(shownDay.date, locale))}
          </p>
          {shownDay.slots.length === 0 ? (
            <p className="clinic-field__hint">{copy.noTimesDay}</p>
          ) : (
            <OptionList
              id={id('times')}
              className="clinic-picker__times"
              labelledBy={id('times-label')}
              describedBy={[problem && id('problem'), id('zone')].filter(Boolean).join(' ')}
              invalid={!!problem}
              selected={start}
              onSelect={onChoose}
              options={shownDay.slots.map((slot) => ({
                key: slot.start,
                content: (
                  <>
                    {timeIn(slot.start, CLINIC_ZONE, locale)}
                    {otherZone && <span className="clinic-picker__yours"> ({copy.yourTime(timeIn(slot.start, otherZone, locale))})</span>}
                  </>
                ),
              }))}
            />
          )}
        </>
      )}
    </div>
  );
}
