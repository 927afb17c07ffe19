/**
 * Staff moving a booked appointment choose a day of a week, then a free time of that day, in Miami
 * time: the booking time picker's week view alone, not the picker itself, since the patient's
 * picker also offers 'I'd rather you call me', a patient's choice with no meaning for a booked
 * appointment that staff are moving.
 */
import { useState } from 'react';
import type { AppointmentTypeId, SlotConflict } from '../../../src/booking/time-picker/appointment-types';
import { CLINIC_ZONE } from '../../../src/booking/time-picker/clinic-dates';
import { timePickerCopy as words } from '../../../src/booking/time-picker/time-picker-copy';
import { useWeekTimes } from '../../../src/booking/time-picker/use-week-times';
import { WeekView } from '../../../src/booking/time-picker/week-view';
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
  const times = useWeekTimes(type, 'en', conflict);
  const [day, setDay] = useState<string | null>(null);
  const problemId = `${idPrefix}-problem`;
  const problem = conflict && !start ? conflict.message : '';

  return (
    <fieldset className="clinic-picker" aria-describedby={problem ? problemId : undefined}>
      <legend className="clinic-field__label">{copy.moveLegend}</legend>
      {problem && (
        <p className="clinic-field__error" id={problemId} role="alert">
          {problem}
        </p>
      )}
      {/* the clinic's own calendar: its times only, in Miami, whatever the browser's zone */}
      <WeekView idPrefix={idPrefix} times={times} day={day} onDay={setDay} start={start} onChoose={onChoose} problem={problem} copy={words} locale="en" zone={CLINIC_ZONE} />
    </fieldset>
  );
}
