/** Status and note of a lead; saving writes them and their audit rows, and shows the new history. */
import { useId, useRef, useState } from 'react';
import { focusFirstError } from '../../../src/forms/focus-first-error';
import { toastError, toastSuccess } from '../../../src/toast/toast-service';
import { staffApi, staffFailure } from '../staff-api';
import { STATUS_ORDER, staffCopy } from '../staff-copy';
import type { LeadDetail, LeadResponse } from '../staff-types';
import { useStaffFailure } from '../use-staff-failure';

const copy = staffCopy.lead;
const NOTE_MAX = 5000;

export function FollowUpForm({ lead, onSaved }: { lead: LeadDetail; onSaved: (answer: LeadResponse) => void }) {
  const uid = useId();
  const onFailure = useStaffFailure();
  const [status, setStatus] = useState(lead.status);
  const [note, setNote] = useState(lead.note);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const save = async () => {
    setBusy(true);
    try {
      const answer = await staffApi.change(lead.kind, lead.id, { status, note });
      setErrors({});
      setStatus(answer.lead.status);
      setNote(answer.lead.note);
      toastSuccess(answer.message ?? '');
      onSaved(answer);
    } catch (err) {
      const failure = staffFailure(err);
      if (failure.status === 400 && failure.errors) {
        setErrors(failure.errors);
        focusFirstError(form.current);
        toastError(failure.message ?? staffCopy.genericError);
      } else onFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="follow-up"
      aria-busy={busy}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void save();
      }}
    >
      <div className={errors.status ? 'clinic-field clinic-field--invalid' : 'clinic-field'}>
        <label className="clinic-field__label" htmlFor={`${uid}-status`}>
          {copy.status}
        </label>
        <select
          id={`${uid}-status`}
          name="status"
          className="clinic-field__control"
          value={status}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? `${uid}-status-error` : undefined}
          onChange={(e) => setStatus(e.currentTarget.value)}
        >
          {STATUS_ORDER.map((s) => (
            <option key={s} value={s}>
              {staffCopy.statuses[s]}
            </option>
          ))}
        </select>
        {errors.status && (
          <p className="clinic-field__error" id={`${uid}-status-error`}>
            {errors.status}
          </p>
        )}
      </div>
      <div className={errors.note ? 'clinic-field clinic-field--invalid' : 'clinic-field'}>
        <label className="clinic-field__label" htmlFor={`${uid}-note`}>
          {copy.note}
        </label>
        <textarea
          id={`${uid}-note`}
          name="note"
          className="clinic-field__control"
          rows={5}
          maxLength={NOTE_MAX}
          value={note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${uid}-note-hint${errors.note ? ` ${uid}-note-error` : ''}`}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <p className="clinic-field__hint" id={`${uid}-note-hint`}>
          {copy.noteHint}
        </p>
        {errors.note && (
          <p className="clinic-field__error" id={`${uid}-note-error`}>
            {errors.note}
          </p>
        )}
      </div>
      <button className="clinic-button" type="submit" disabled={busy}>
        {busy ? copy.saving : copy.save}
      </button>
    </form>
  );
}
