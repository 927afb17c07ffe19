/**
 * The time picker (docs/product/screens.md "Time picker"): the consultation type (or 'I'd rather
 * you call me'), then a day of the week, then a free time of that day. Days and times are the
 * clinic's (America/New_York); when the visitor's own clock reads differently, their time is
 * shown beside each. Both lists are WAI-ARIA listboxes (option-list.tsx). Styles: time-picker.css.
 */
import { useState } from 'react';
import { APPOINTMENT_TYPES, type AppointmentTypeId, type SlotConflict, type TimeChoice } from './appointment-types';
import { CLINIC_ZONE, addDays, clinicDate, dayName, differsFromClinic, timeIn, visitorZone, zoneName } from './clinic-dates';
import { OptionList } from './option-list';
import { useTimePickerCopy } from './time-picker-words';
import { WEEK_DAYS, useWeekTimes } from './use-week-times';

/** docs/product/limits.md: how far ahead the picker pages (the server's booking horizon). */
export const HORIZON_DAYS = 60;

export interface TimePickerProps {
  idPrefix: string;
  choice: TimeChoice | null;
  onChoice: (choice: TimeChoice) => void;
  /** the form was sent with a type but without a time */
  missingTime?: boolean;
  /** the server's 409: its message, shown here, and the fresh free times */
  conflict?: SlotConflict | null;
  /** the visitor's zone; the browser's when left out */
  zone?: string;
  /** moving a booked appointment: its type stays, so only days and times are offered, under this legend */
  fixedType?: { legend: string };
}

export function TimePicker({ idPrefix, choice, onChoice, missingTime, conflict, zone, fixedType }: TimePickerProps) {
  const { copy, locale } = useTimePickerCopy();
  const type: AppointmentTypeId | null = choice?.kind === 'time' ? choice.type : null;
  const start = choice?.kind === 'time' ? choice.start : null;
  const { from, setFrom, week, retry } = useWeekTimes(type, locale, conflict);
  const [day, setDay] = useState<string | null>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  // Dates in a time zone need Intl, whose first formatter loads the browser's locale data (a long
  // task on a phone): worked out only once a type is chosen, never while the page hydrates.
  const today = type ? clinicDate(new Date()) : '';
  const problem = conflict && !start ? conflict.message : missingTime && !start && type ? copy.chooseTime : '';

  const days = week.status === 'ready' ? week.days : [];
  // the day on show: the one chosen in this week, else the chosen time's, else the first with times
  const shownDay =
    days.find((d) => d.date === day) ?? days.find((d) => start && d.slots.some((s) => s.start === start)) ?? days.find((d) => d.slots.length > 0) ?? days[0];
  const empty = week.status === 'ready' && days.every((d) => d.slots.length === 0);
  const firstSlot = days.flatMap((d) => d.slots)[0];
  const ownZone = firstSlot ? (zone ?? visitorZone()) : undefined;
  const otherZone = firstSlot && differsFromClinic(ownZone, firstSlot.start) ? ownZone : undefined;

  const chooseType = (next: TimeChoice) => {
    setDay(null);
    onChoice(next);
  };
  const moveWeek = (by: number) => {
    setDay(null);
    setFrom(addDays(from, by));
  };

  return (
    <fieldset className="clinic-picker" aria-describedby={problem ? id('problem') : undefined}>
      <legend className="clinic-field__label">{fixedType ? fixedType.legend : copy.legend}</legend>
      <div className="clinic-picker__types" hidden={!!fixedType}>
        {APPOINTMENT_TYPES.map((t) => (
          <label className="clinic-picker__type" key={t}>
            <input type="radio" name={id('type')} value={t} checked={type === t} onChange={() => chooseType({ kind: 'time', type: t, start: null })} />
            <span>{copy.types[t]}</span>
          </label>
        ))}
        <label className="clinic-picker__type">
          <input type="radio" name={id('type')} value="call" checked={choice?.kind === 'call'} onChange={() => chooseType({ kind: 'call' })} />
          <span>{copy.callMe}</span>
        </label>
      </div>
      {choice?.kind === 'call' && <p className="clinic-field__hint">{copy.callMeHint}</p>}
      {problem && (
        <p className="clinic-field__error" id={id('problem')} role="alert">
          {problem}
        </p>
      )}
      {type && (
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
              </button>{' '}
              <button type="button" className="clinic-picker__step" onClick={() => chooseType({ kind: 'call' })}>
                {copy.callMe}
              </button>
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
                onSelect={setDay}
                options={days.map((d) => ({
                  key: d.date,
                  content: (
                    <>
                      <span className="clinic-picker__day">{dayName(d.date, locale, 'short')}</span>{' '}
                      <span className="clinic-picker__count">{copy.timesCount(d.slots.length)}</span>
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
                  onSelect={(slot) => onChoice({ kind: 'time', type, start: slot })}
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
      )}
    </fieldset>
  );
}
