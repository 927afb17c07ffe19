/**
 * The enrollment form for one course day (docs/product/screens.md "Training"): the practitioner's
 * details, her profession (the licence fields only for a licensed one), needs, and agreement to the
 * course terms. The proof of work starts with her first input and is solved while she types
 * (src/booking/time-picker/booking-proof.ts); each send takes it and starts the next. The server
 * checks every field and answers each in her language; the errors sit under their fields and focus
 * goes to the first.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import '../../src/forms/forms.css';
import { startProof, type ProofJob } from '../../src/booking/time-picker/booking-proof';
import { focusFirstError } from '../../src/forms/focus-first-error';
import { phoneInput } from '../../src/forms/phone';
import { LICENSED, PROFESSIONS, US_STATES, type CourseDay, type CourseEnrollment } from '../../src/courses/course-choices';
import type { Locale } from '../../src/i18n/locale';
import type { CourseCopy } from './course-copy';
import { answerOf, enrollInCourse } from './course-calls';
import { RequiredNote } from '../../src/forms/required-note';

type TextField = 'first_name' | 'last_name' | 'email' | 'phone' | 'profession_other' | 'licence_type' | 'licence_number' | 'practice_name' | 'needs';
type Field = TextField | 'profession' | 'licence_state' | 'terms';

export function EnrollmentForm({ day, dayText, copy, locale, onDone, onClose }: { day: CourseDay; dayText: string; copy: CourseCopy; locale: Locale; onDone: (message: string, enrollment: CourseEnrollment | undefined) => void; onClose: () => void }) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const proof = useRef<ProofJob | null>(null);
  const [values, setValues] = useState<Record<string, string>>({ profession: '', licence_state: '' });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const waitlist = day.state === 'full';
  const licensed = (LICENSED as readonly string[]).includes(values.profession ?? '');

  useEffect(() => () => proof.current?.stop(), []);
  const touched = () => {
    proof.current ??= startProof();
  };
  const set = (name: string, value: string) => {
    touched();
    setValues((v) => ({ ...v, [name]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setNotice('');
    const job = proof.current ?? startProof();
    proof.current = startProof();
    const body = { ...values, day_id: day.id, terms, waitlist, proof_of_work: (await job.result) ?? '' };
    const outcome = await enrollInCourse(body, locale);
    setBusy(false);
    const answer = answerOf(outcome);
    if (outcome.ok && answer?.success) {
      onDone(answer.message ?? '', answer.enrollment);
      return;
    }
    setErrors((answer?.errors ?? {}) as Partial<Record<Field, string>>);
    setNotice(answer?.errors && Object.keys(answer.errors).length > 0 ? copy.fixFields : (answer?.message ?? copy.failed));
    if (answer?.errors) focusFirstError(formRef.current);
  };

  const field = (name: Field, label: string, control: (shared: Record<string, unknown>) => ReactNode, required = true) => {
    const id = `${uid}-${name}`;
    const error = errors[name];
    const shared = { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined, ...(required ? { required: true, 'aria-required': true } : {}) };
    return (
      <div className={error ? 'clinic-field clinic-field--invalid' : 'clinic-field'}>
        <label className="clinic-field__label" htmlFor={id}>
          {label}
        </label>
        {control(shared)}
        {error ? (
          <p className="clinic-field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const text = (name: TextField, extra: Record<string, unknown> = {}, required = true) =>
    field(
      name,
      copy.fields[name],
      (shared) => <input className="clinic-field__control" type="text" value={values[name] ?? ''} onChange={(e) => set(name, e.currentTarget.value)} {...extra} {...shared} />,
      required,
    );

  return (
    <form ref={formRef} className="clinic-form enrollment-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`}>{waitlist ? copy.waitlistTitle(dayText) : copy.formTitle(dayText)}</h3>
      <RequiredNote />
      <div className="clinic-form__row">
        {text('first_name', { autoComplete: 'given-name' })}
        {text('last_name', { autoComplete: 'family-name' })}
      </div>
      <div className="clinic-form__row">
        {text('email', { type: 'email', autoComplete: 'email' })}
        {text('phone', phoneInput as Record<string, unknown>)}
      </div>
      {field('profession', copy.fields.profession, (shared) => (
        <select className="clinic-field__control" value={values.profession ?? ''} onChange={(e) => set('profession', e.currentTarget.value)} {...shared}>
          <option value="">{copy.choose}</option>
          {PROFESSIONS.map((p) => (
            <option key={p} value={p}>
              {copy.professions[p]}
            </option>
          ))}
        </select>
      ))}
      {values.profession === 'other' ? text('profession_other') : null}
      {licensed ? (
        <div className="clinic-form__row enrollment-form__licence">
          {text('licence_type')}
          {text('licence_number')}
          {field('licence_state', copy.fields.licence_state, (shared) => (
            <select className="clinic-field__control" value={values.licence_state ?? ''} onChange={(e) => set('licence_state', e.currentTarget.value)} {...shared}>
              <option value="">{copy.choose}</option>
              {US_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          ))}
        </div>
      ) : null}
      {text('practice_name', { autoComplete: 'organization' }, false)}
      {field('needs', copy.fields.needs, (shared) => <textarea className="clinic-field__control" rows={3} value={values.needs ?? ''} onChange={(e) => set('needs', e.currentTarget.value)} {...shared} />, false)}
      <section className="enrollment-form__terms" aria-labelledby={`${uid}-terms-title`}>
        <h4 id={`${uid}-terms-title`}>{copy.termsTitle}</h4>
        <p>{copy.terms}</p>
        <div className={errors.terms ? 'clinic-field clinic-field--invalid' : 'clinic-field'}>
          <label className="enrollment-form__check">
            <input
              type="checkbox"
              name="terms"
              checked={terms}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? `${uid}-terms-error` : undefined}
              onChange={(e) => {
                touched();
                setTerms(e.currentTarget.checked);
              }}
            />
            <span>{copy.agree}</span>
          </label>
          {errors.terms ? (
            <p className="clinic-field__error" id={`${uid}-terms-error`}>
              {errors.terms}
            </p>
          ) : null}
        </div>
      </section>
      <p role="status" className="enrollment-form__notice">
        {notice}
      </p>
      <div className="enrollment-form__actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? copy.sending : waitlist ? copy.submitWaitlist : copy.submit}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {copy.cancelForm}
        </button>
      </div>
    </form>
  );
}
