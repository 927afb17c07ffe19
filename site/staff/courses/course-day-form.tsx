/**
 * Adding or editing a course day: date, Miami times (08:30–17:30 unless changed), language, seats
 * (1 to 12), price as shown and when enrollment closes. The server checks everything again and says
 * why it refuses (fewer seats than those taken, new times while people are enrolled).
 */
import { useState, type FormEvent } from 'react';
import { coursesCopy } from './courses-copy';
import type { DayFormValues, StaffCourseDay } from './courses-types';

const copy = coursesCopy.form;

export const emptyDay: DayFormValues = { date: '', start_time: '08:30', end_time: '17:30', language: 'en', seats: 12, price: '$2,900', enrollment_closes: '' };

export const valuesOf = (d: StaffCourseDay): DayFormValues => ({
  date: d.date,
  start_time: d.start_time,
  end_time: d.end_time,
  language: d.language,
  seats: d.seats,
  price: d.price,
  enrollment_closes: d.enrollment_closes,
});

export interface CourseDayFormProps {
  idPrefix: string;
  heading: string;
  initial: DayFormValues;
  /** the date and times cannot change: people are enrolled or waiting */
  timesLocked?: boolean;
  submitLabel: string;
  /** resolves true when saved */
  onSubmit: (values: DayFormValues) => Promise<boolean>;
  onClose?: () => void;
}

export function CourseDayForm({ idPrefix, heading, initial, timesLocked = false, submitLabel, onSubmit, onClose }: CourseDayFormProps) {
  const [values, setValues] = useState<DayFormValues>(initial);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof DayFormValues>(key: K, value: DayFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      if (await onSubmit(values)) {
        if (!onClose) setValues(initial);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="course-form staff-panel" onSubmit={(e) => void submit(e)} aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{heading}</h2>
      {timesLocked && <p className="staff-page__hint">{copy.timesLocked}</p>}
      <div className="course-form__grid">
        <div className="clinic-field">
          <label className="clinic-field__label" htmlFor={id('date')}>
            {copy.date}
          </label>
          <input className="clinic-field__control" id={id('date')} type="date" required readOnly={timesLocked} value={values.date} onChange={(e) => set('date', e.currentTarget.value)} />
        </div>
        <div className="clinic-field">
          <label className="clinic-field__label" htmlFor={id('start')}>
            {copy.start}
          </label>
          <input className="clinic-field__control" id={id('start')} type="time" required readOnly={timesLocked} value={values.start_time} onChange={(e) => set('start_time', e.currentTarget.value)} />
        </div>
        <div className="clinic-field">
          <label className="clinic-field__label" htmlFor={id('end')}>
            {copy.end}
          </label>
          <input className="clinic-field__control" id={id('end')} type="time" required readOnly={timesLocked} value={values.end_time} onChange={(e) => set('end_time', e.currentTarget.value)} />
        </div>
        <div className="clinic-field">
          <label className="clinic-field__label" htmlFor={id('language')}>
            {copy.language}
          </label>
          <select className="clinic-field__control" id={id('language')} value={values.language} onChange={(e) => set('language', e.currentTarget.value === 'es' ? 'es' : 'en')}>
            <option value="en">{coursesCopy.languages.en}</option>
            <option value="es">{coursesCopy.languages.es}</option>
          </select>
        </div>
        <div className="clinic-field">
          <label className="clinic-field__label" htmlFor={id('seats')}>
            {copy.seats}
          </label>
          <input className="clinic-field__control" id={id('seats')} type="number" min={1} max={12} step={1} required value={values.seats} onChange={(e) => set('seats', Number(e.currentTarget.value))} />
        </div>
        <div className="clinic-field">
          <label className="clinic-field__label" htmlFor={id('price')}>
            {copy.price}
          </label>
          <input className="clinic-field__control" id={id('price')} maxLength={60} required value={values.price} onChange={(e) => set('price', e.currentTarget.value)} />
        </div>
        <div className="clinic-field">
          <label className="clinic-field__label" htmlFor={id('closes')}>
            {copy.closes}
          </label>
          <input
            className="clinic-field__control"
            id={id('closes')}
            type="datetime-local"
            value={values.enrollment_closes}
            aria-describedby={id('closes-hint')}
            onChange={(e) => set('enrollment_closes', e.currentTarget.value)}
          />
          <p className="clinic-field__hint" id={id('closes-hint')}>
            {copy.closesHint}
          </p>
        </div>
      </div>
      <div className="course-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? copy.saving : submitLabel}
        </button>
        {onClose && (
          <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>
            {copy.close}
          </button>
        )}
      </div>
    </form>
  );
}
