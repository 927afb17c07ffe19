/**
 * Staff moving a booked appointment choose a day of a week, then a free time of that day, in Miami
 * time. It is built from the booking time picker's parts (the week's free times, the listboxes, the
 * words), not the picker itself: the patient's picker also offers 'I'd rather you call me', a
 * patient's choice with no meaning for a booked appointment that staff are moving.
 */
import { useState } from 'react';
import type { AppointmentTypeId, SlotConflict } from '../../../src/booking/time-picker/appointment-types';
import { CLINIC_ZONE, addDays, clinicDate, dayName, timeIn } from '../../../src/booking/time-picker/clinic-dates';
import { OptionList } from '../../../src/booking/time-picker/option-list';
import { timePickerCopy as words } from '../../../src/booking/time-picker/time-picker-copy';
import { HORIZON_DAYS } from '../../../src/booking/time-picker/time-picker';
import { WEEK_DAYS, useWeekTimes } from '../../../src/booking/time-picker/use-week-times';
import { calendarCopy as copy } from './calendar-copy';

export interface MovePickerProps {
  idPrefix: string;
  type: AppointmentTypeId;
  /** the time chosen so far, or null */
  start: string | null;
  onChoose: (start: string | null) => void;
  /** the server's 409: its message, shown here, and the fresh free times */
  conflict: SlotConflict | null;
}

export function MovePicker({ idPrefix, type, start, onChoose, conflict }: MovePickerProps) {
  const { from, setFrom, week, retry } = useWeekTimes(type, 'en', conflict);
  const [day, setDay] = useState<string | null>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  const today = clinicDate(new Date());
  const problem = conflict && !start ? conflict.message : '';
  const days = week.status === 'ready' ? week.days : [];
  const shownDay =
    days.find((d) => d.date === day) ?? days.find((d) => start && d.slots.some((s) => s.start === start)) ?? days.find((d) => d.slots.length > 0) ?? days[0];
  const empty = week.status === 'ready' && days.every((d) => d.slots.length === 0);
  const moveWeek = (by: number) => {
    setDay(null);
    setFrom(addDays(from, by));
  };

  return (
    <fieldset className="clinic-picker" aria-describedby={problem ? id('problem') : undefined}>
      <legend className="clinic-field__label">{copy.moveLegend}</legend>
      {problem && (
        <p className="clinic-field__error" id={id('problem')} role="alert">
          {problem}
        </p>
      )}
      <div className="clinic-picker__week">
        <p className="clinic-field__hint">{words.clinicZone}</p>
        <div className="clinic-picker__nav">
          <button type="button" className="clinic-picker__step" disabled={from <= today} onClick={() => moveWeek(-WEEK_DAYS)}>
            {words.previousWeek}
          </button>
          <button type="button" className="clinic-picker__step" disabled={addDays(from, WEEK_DAYS) > addDays(today, HORIZON_DAYS)} onClick={() => moveWeek(WEEK_DAYS)}>
            {words.nextWeek}
          </button>
        </div>
        {week.status === 'loading' && (
          <p className="clinic-picker__state" role="status">
            {words.loading}
          </p>
        )}
        {week.status === 'error' && (
          <div className="clinic-picker__state" role="alert">
            <p>{words.loadError}</p>
            <button type="button" className="clinic-picker__step" onClick={retry}>
              {words.retry}
            </button>
          </div>
        )}
        {empty && (
          <div className="clinic-picker__state" role="status">
            <p>{words.noTimesWeek}</p>
            <button type="button" className="clinic-picker__step" onClick={() => moveWeek(WEEK_DAYS)}>
              {words.nextWeek}
            </button>
          </div>
        )}
        {week.status === 'ready' && !empty && shownDay && (
          <>
            <p className="clinic-picker__label" id={id('days-label')}>
              {words.days}
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
                    <span className="clinic-picker__day">{dayName(d.date, 'en', 'short')}</span> <span className="clinic-picker__count">{words.timesCount(d.slots.length)}</span>
                  </>
                ),
              }))}
            />
            <p className="clinic-picker__label" id={id('times-label')}>
              {words.timesOn(dayName(shownDay.date, 'en'))}
            </p>
            {shownDay.slots.length === 0 ? (
              <p className="clinic-field__hint">{words.noTimesDay}</p>
            ) : (
              <OptionList
                id={id('times')}
                className="clinic-picker__times"
                labelledBy={id('times-label')}
                describedBy={problem ? id('problem') : undefined}
                invalid={!!problem}
                selected={start}
                onSelect={(slot) => onChoose(slot)}
                options={shownDay.slots.map((slot) => ({ key: slot.start, content: timeIn(slot.start, CLINIC_ZONE, 'en') }))}
              />
            )}
          </>
        )}
      </div>
    </fieldset>
  );
}
