/**
 * What staff may do with one enrollment of the roster: record a payment (a note such as "invoice
 * 123"; never card data), move her seat to another open day with a free seat, or cancel (asked
 * twice: she is told, and the seat is offered to the first in line). Each opens in place.
 */
import { useState, type FormEvent } from 'react';
import { coursesCopy } from './courses-copy';
import type { RosterEntry, StaffCourseDay } from './courses-types';
import { dayLabel } from './course-dates';

const copy = coursesCopy.roster;

export interface EnrollmentActionHandlers {
  pay: (note: string) => Promise<boolean>;
  move: (dayId: number) => Promise<boolean>;
  cancel: () => Promise<boolean>;
}

export function EnrollmentActions({ entry, targets, busy, on }: { entry: RosterEntry; targets: StaffCourseDay[]; busy: boolean; on: EnrollmentActionHandlers }) {
  const [open, setOpen] = useState<'pay' | 'move' | 'cancel' | null>(null);
  const [note, setNote] = useState('');
  const [target, setTarget] = useState<number | null>(null);
  const name = `${entry.first_name} ${entry.last_name}`;
  const id = (what: string) => `enrollment-${entry.id}-${what}`;
  const payable = entry.status === 'reserved' || ((entry.status === 'attended' || entry.status === 'no_show') && entry.paid_at === null);
  const movable = entry.status === 'reserved' || entry.status === 'confirmed';
  const cancellable = ['reserved', 'confirmed', 'waiting', 'offered', 'no_show'].includes(entry.status);
  const choices = targets.filter((d) => d.status === 'open' && !d.past && d.seats_left > 0);
  const done = (ok: boolean) => {
    if (ok) setOpen(null);
  };

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    done(await on.pay(note.trim()));
  };

  if (!payable && !movable && !cancellable) return null;
  return (
    <div className="roster-actions">
      {open === null && (
        <div className="course-actions">
          {payable && (
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setOpen('pay')}>
              {copy.recordPayment}
            </button>
          )}
          {movable && (
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setOpen('move')}>
              {copy.move}
            </button>
          )}
          {cancellable && (
            <button type="button" className="staff-button staff-button--quiet staff-button--danger" onClick={() => setOpen('cancel')}>
              {copy.cancel}
            </button>
          )}
        </div>
      )}
      {open === 'pay' && (
        <form className="roster-actions__panel" onSubmit={(e) => void pay(e)}>
          <div className="clinic-field">
            <label className="clinic-field__label" htmlFor={id('note')}>
              {copy.paymentNote}
            </label>
            <input className="clinic-field__control" id={id('note')} required maxLength={200} autoFocus value={note} aria-describedby={id('note-hint')} onChange={(e) => setNote(e.currentTarget.value)} />
            <p className="clinic-field__hint" id={id('note-hint')}>
              {copy.paymentHint}
            </p>
          </div>
          <div className="course-actions">
            <button type="submit" className="staff-button" disabled={busy}>
              {copy.savePayment}
            </button>
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setOpen(null)}>
              {copy.close}
            </button>
          </div>
        </form>
      )}
      {open === 'move' && (
        <div className="roster-actions__panel">
          {choices.length === 0 ? (
            <p className="staff-page__hint">{copy.noMoveTargets}</p>
          ) : (
            <div className="clinic-field">
              <label className="clinic-field__label" htmlFor={id('move')}>
                {copy.moveTo}
              </label>
              <select className="clinic-field__control" id={id('move')} autoFocus value={target ?? ''} onChange={(e) => setTarget(Number(e.currentTarget.value) || null)}>
                <option value="">—</option>
                {choices.map((d) => (
                  <option key={d.id} value={d.id}>
                    {`${dayLabel(d.date)} · ${coursesCopy.languages[d.language]} · ${d.seats_left} free`}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="course-actions">
            {choices.length > 0 && (
              <button type="button" className="staff-button" disabled={busy || target === null} onClick={() => target !== null && void on.move(target).then(done)}>
                {copy.moveHere}
              </button>
            )}
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setOpen(null)}>
              {copy.close}
            </button>
          </div>
        </div>
      )}
      {open === 'cancel' && (
        <div className="roster-actions__panel" role="group" aria-labelledby={id('cancel-q')}>
          <p id={id('cancel-q')}>{copy.cancelQuestion(name)}</p>
          <div className="course-actions">
            {/* the button that asked is gone: focus lands on the question's answer */}
            <button type="button" className="staff-button staff-button--danger" autoFocus disabled={busy} onClick={() => void on.cancel().then(done)}>
              {copy.cancelYes}
            </button>
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setOpen(null)}>
              {copy.keep}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
