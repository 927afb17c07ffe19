/**
 * Adding or editing a course day: date, Miami times (08:30–17:30 unless changed), language, seats
 * (1 to 12), price as shown and when enrollment closes. The server checks everything again and says
 * why it refuses (fewer seats than those taken, new times while people are enrolled).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
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
  const field = (name: string, label: string, control: (shared: { id: string; className: string }) => ReactNode, hint?: string) => (
    <div className="clinic-field">
      <label className="clinic-field__label" htmlFor={id(name)}>
        {label}
      </label>
      {control({ id: id(name), className: 'clinic-field__control' })}
      {hint && (
        <p className="clinic-field__hint" id={id(`${name}-hint`)}>
          {hint}
        </p>
      )}
    </div>
  );

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
        {field('date', copy.date, (shared) => <input {...shared} type="date" required readOnly={timesLocked} value={values.date} onChange={(e) => set('date', e.currentTarget.value)} />)}
        {field('start', copy.start, (shared) => <input {...shared} type="time" required readOnly={timesLocked} value={values.start_time} onChange={(e) => set('start_time', e.currentTarget.value)} />)}
        {field('end', copy.end, (shared) => <input {...shared} type="time" required readOnly={timesLocked} value={values.end_time} onChange={(e) => set('end_time', e.currentTarget.value)} />)}
        {field('language', copy.language, (shared) => (
          <select {...shared} value={values.language} onChange={(e) => set('language', e.currentTarget.value === 'es' ? 'es' : 'en')}>
            <option value="en">{coursesCopy.languages.en}</option>
            <option value="es">{coursesCopy.languages.es}</option>
          </select>
        ))}
        {field('seats', copy.seats, (shared) => <input {...shared} type="number" min={1} max={12} step={1} required value={values.seats} onChange={(e) => set('seats', Number(e.currentTarget.value))} />)}
        {field('price', copy.price, (shared) => <input {...shared} maxLength={60} required value={values.price} onChange={(e) => set('price', e.currentTarget.value)} />)}
        {field(
          'closes',
          copy.closes,
          (shared) => <input {...shared} type="datetime-local" value={values.enrollment_closes} aria-describedby={id('closes-hint')} onChange={(e) => set('enrollment_closes', e.currentTarget.value)} />,
          copy.closesHint,
        )}
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
