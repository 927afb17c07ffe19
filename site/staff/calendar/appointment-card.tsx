/**
 * One appointment in the staff calendar: its Miami time, type, patient, language and status, a
 * link to its lead, and what staff may do with it (a booked one: attended, no-show, move, cancel).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CLINIC_ZONE, timeIn } from '../../../src/booking/time-picker/clinic-dates';
import { TimePicker } from '../../../src/booking/time-picker/time-picker';
import type { SlotConflict, TimeChoice } from '../../../src/booking/time-picker/appointment-types';
import { calendarCopy as copy } from './calendar-copy';
import type { StaffAppointment } from './calendar-types';

export interface CardActions {
  setStatus: (status: 'attended' | 'no-show' | 'cancelled') => Promise<void>;
  /** resolves with the refusal of a time taken meanwhile, else nothing */
  move: (start: string) => Promise<SlotConflict | null>;
}

export function AppointmentCard({ appointment: a, actions, busy }: { appointment: StaffAppointment; actions: CardActions; busy: boolean }) {
  const [asking, setAsking] = useState<'cancel' | 'move' | null>(null);
  const [choice, setChoice] = useState<TimeChoice>({ kind: 'time', type: a.type, start: null });
  const [conflict, setConflict] = useState<SlotConflict | null>(null);
  const name = `${a.patient.firstName} ${a.patient.lastName}`;
  const headingId = `appointment-${a.id}`;
  const start = choice.kind === 'time' ? choice.start : null;

  return (
    <article className={`calendar-card calendar-card--${a.status}`} aria-labelledby={headingId}>
      <h3 className="calendar-card__time" id={headingId}>
        {timeIn(a.start, CLINIC_ZONE, 'en')}–{timeIn(a.end, CLINIC_ZONE, 'en')} · {name}
      </h3>
      <p className="calendar-card__facts">
        <span>{copy.types[a.type]}</span> · <span>{copy.languages[a.language]}</span> ·{' '}
        <span className={`status-badge calendar-status calendar-status--${a.status}`}>{copy.status[a.status]}</span>
      </p>
      <p className="calendar-card__contact">
        <a href={`mailto:${a.patient.email}`}>{a.patient.email}</a> · <a href={`tel:${a.patient.phone}`}>{a.patient.phone}</a>
        {a.leadId !== null && (
          <>
            {' · '}
            <Link to={`/staff/leads/consultation/${a.leadId}`}>{copy.lead}</Link>
          </>
        )}
      </p>
      {a.status === 'booked' && !asking && (
        <div className="calendar-card__actions">
          <button type="button" className="staff-button" disabled={busy} onClick={() => void actions.setStatus('attended')}>
            {copy.actions.attended}
          </button>
          <button type="button" className="staff-button" disabled={busy} onClick={() => void actions.setStatus('no-show')}>
            {copy.actions.noShow}
          </button>
          <button type="button" className="staff-button staff-button--quiet" onClick={() => setAsking('move')}>
            {copy.actions.move}
          </button>
          <button type="button" className="staff-button staff-button--quiet" onClick={() => setAsking('cancel')}>
            {copy.actions.cancel}
          </button>
        </div>
      )}
      {asking === 'cancel' && (
        <div className="calendar-card__actions" role="group" aria-label={copy.actions.cancel}>
          {/* the button that asked is gone: focus lands on the question's answer */}
          <button type="button" className="staff-button" autoFocus disabled={busy} onClick={() => void actions.setStatus('cancelled').then(() => setAsking(null))}>
            {copy.actions.confirmCancel}
          </button>
          <button type="button" className="staff-button staff-button--quiet" onClick={() => setAsking(null)}>
            {copy.actions.keep}
          </button>
        </div>
      )}
      {asking === 'move' && (
        <div className="calendar-card__move">
          <TimePicker idPrefix={`move-${a.id}`} choice={choice} onChoice={setChoice} conflict={conflict} fixedType={{ legend: copy.moveLegend }} zone={CLINIC_ZONE} />
          <div className="calendar-card__actions">
            <button
              type="button"
              className="staff-button"
              disabled={busy || !start}
              onClick={() =>
                start &&
                void actions.move(start).then((refused) => {
                  if (!refused) return setAsking(null);
                  setConflict(refused);
                  setChoice({ kind: 'time', type: a.type, start: null });
                })
              }
            >
              {copy.actions.moveHere}
            </button>
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setAsking(null)}>
              {copy.actions.close}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
