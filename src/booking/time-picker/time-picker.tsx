/**
 * The time picker (docs/product/screens.md "Time picker"): the consultation type (or 'I'd rather
 * you call me'), then a day of the week, then a free time of that day. Days and times are the
 * clinic's (America/New_York); when the visitor's own clock reads differently, their time is
 * shown beside each (week-view.tsx). Both lists are WAI-ARIA listboxes (option-list.tsx). Styles: time-picker.css.
 */
import { useState } from 'react';
import { APPOINTMENT_TYPES, type AppointmentTypeId, type SlotConflict, type TimeChoice } from './appointment-types';
import { useTimePickerCopy } from './time-picker-words';
import { useWeekTimes } from './use-week-times';
import { WeekView } from './week-view';

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
  const times = useWeekTimes(type, locale, conflict);
  const [day, setDay] = useState<string | null>(null);
  const id = (name: string) => `${idPrefix}-${name}`;
  const problem = conflict && !start ? conflict.message : missingTime && !start && type ? copy.chooseTime : '';

  const chooseType = (next: TimeChoice) => {
    setDay(null);
    onChoice(next);
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
        <WeekView
          idPrefix={idPrefix}
          times={times}
          day={day}
          onDay={setDay}
          start={start}
          onChoose={(slot) => onChoice({ kind: 'time', type, start: slot })}
          problem={problem}
          copy={copy}
          locale={locale}
          zone={zone}
          emptyActions={
            // a booked appointment being moved keeps its type: asking for a call instead means nothing there
            fixedType ? undefined : (
              <button type="button" className="clinic-picker__step" onClick={() => chooseType({ kind: 'call' })}>
                {copy.callMe}
              </button>
            )
          }
        />
      )}
    </fieldset>
  );
}
