/**
 * One appointment in the staff calendar: its Miami time, type, patient, language and status, a
 * link to its lead, and what staff may do with it (a booked one: attended, after ticking the areas
 * treated, since her aftercare mail is for them; no-show, move, cancel;
 * one held for the clinic's confirmation: confirm, or decline after a question); an in-person one's
 * health form status, and for the practitioner and the owner its answers.
 * A move is asked twice, as a cancellation is: the chosen time first, then a question that shows
 * the old and the new time side by side, since the patient is told at once.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CLINIC_ZONE, dayAndTimeIn, timeIn } from '../../../src/booking/time-picker/clinic-dates';
import type { SlotConflict } from '../../../src/booking/time-picker/appointment-types';
import { calendarCopy as copy } from './calendar-copy';
import type { AreaId, HealthFormStatus, StaffAppointment } from './calendar-types';
import { HealthFormBadge } from './health-form-badge';
import { HealthFormAnswers } from './health-form-answers';
import { treatmentAreas } from '../../../src/config/treatment-areas';
import { MovePicker } from './move-picker';
import { useStaffMay } from '../staff-access';

export interface CardActions {
  /** `areas`: the areas treated, with attended */
  setStatus: (status: 'attended' | 'no-show' | 'cancelled', areas?: AreaId[]) => Promise<void>;
  /** resolves with the refusal of a time taken meanwhile, else nothing */
  move: (start: string) => Promise<SlotConflict | null>;
  /** a held booking: confirm it (her invitation goes out) or decline it (the time is freed) */
  decide: (decision: 'confirm' | 'decline') => Promise<void>;
}

export function AppointmentCard({ appointment: a, actions, busy, healthForm }: { appointment: StaffAppointment; actions: CardActions; busy: boolean; healthForm?: HealthFormStatus }) {
  const [asking, setAsking] = useState<'attended' | 'cancel' | 'move' | 'confirm-move' | 'decline' | null>(null);
  const [areas, setAreas] = useState<AreaId[]>([]);
  const toggleArea = (id: AreaId) => setAreas((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  // confirming a held booking is the front desk's (server/staff/staff-roles.ts: bookings.confirm)
  const mayConfirm = useStaffMay('bookings.confirm');
  // her answers are the practitioner's and the owner's (health_forms.open); the status is everyone's who sees the calendar
  const mayOpenForm = useStaffMay('health_forms.open');
  const [start, setStart] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SlotConflict | null>(null);
  const name = `${a.patient.firstName} ${a.patient.lastName}`;
  const headingId = `appointment-${a.id}`;
  const closeMove = () => {
    setAsking(null);
    setStart(null);
    setConflict(null);
  };

  return (
    // focusable from script: after a move the calendar shows and focuses the moved appointment
    <article className={`calendar-card calendar-card--${a.status}`} aria-labelledby={headingId} id={`card-${a.id}`} tabIndex={-1}>
      <h3 className="calendar-card__time" id={headingId}>
        {timeIn(a.start, CLINIC_ZONE, 'en')}–{timeIn(a.end, CLINIC_ZONE, 'en')} · {name}
      </h3>
      <p className="calendar-card__facts">
        <span>{copy.types[a.type]}</span> · <span>{copy.languages[a.language]}</span> ·{' '}
        <span className={`status-badge calendar-status calendar-status--${a.status}`}>{copy.status[a.status]}</span>
        {healthForm && (
          <>
            {' · '}
            <HealthFormBadge status={healthForm} />
          </>
        )}
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
      {a.type === 'in-person' && mayOpenForm && <HealthFormAnswers appointmentId={a.id} />}
      {a.areas && a.areas.length > 0 && (
        <p className="calendar-card__facts">{copy.attended.treated(treatmentAreas.filter((t) => a.areas?.includes(t.slug)).map((t) => t.name).join(', '))}</p>
      )}
      {a.status === 'booked' && !asking && (
        <div className="calendar-card__actions">
          <button type="button" className="staff-button" disabled={busy} onClick={() => setAsking('attended')}>
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
      {a.status === 'pending' && !asking && (
        <>
          <p className="staff-page__hint">{copy.pending.hint}</p>
          {mayConfirm && (
            <div className="calendar-card__actions">
              <button type="button" className="staff-button" disabled={busy} onClick={() => void actions.decide('confirm')}>
                {copy.actions.confirm}
              </button>
              <button type="button" className="staff-button staff-button--quiet" onClick={() => setAsking('decline')}>
                {copy.actions.decline}
              </button>
            </div>
          )}
        </>
      )}
      {asking === 'attended' && (
        <fieldset className="calendar-card__areas">
          <legend>{copy.attended.legend}</legend>
          <p className="staff-page__hint">{copy.attended.hint}</p>
          {treatmentAreas.map((t, i) => (
            <label key={t.slug} className="calendar-card__area">
              {/* the button that asked is gone: focus lands on the first area */}
              <input type="checkbox" autoFocus={i === 0} checked={areas.includes(t.slug)} onChange={() => toggleArea(t.slug)} /> {t.name}
            </label>
          ))}
          <div className="calendar-card__actions">
            <button type="button" className="staff-button" disabled={busy || areas.length === 0} onClick={() => void actions.setStatus('attended', areas).then(() => setAsking(null))}>
              {copy.attended.save}
            </button>
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setAsking(null)}>
              {copy.actions.close}
            </button>
          </div>
        </fieldset>
      )}
      {asking === 'decline' && (
        <div className="calendar-card__actions" role="group" aria-label={copy.actions.decline}>
          <p className="staff-page__hint">{copy.pending.declineTold}</p>
          {/* the button that asked is gone: focus lands on the question's answer */}
          <button type="button" className="staff-button" autoFocus disabled={busy} onClick={() => void actions.decide('decline').then(() => setAsking(null))}>
            {copy.actions.confirmDecline}
          </button>
          <button type="button" className="staff-button staff-button--quiet" onClick={() => setAsking(null)}>
            {copy.actions.keep}
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
      {(asking === 'move' || asking === 'confirm-move') && (
        // kept while the question is asked, so a refusal's fresh times land in the picker the staff member had
        <div className="calendar-card__move" hidden={asking !== 'move'}>
          <MovePicker idPrefix={`move-${a.id}`} type={a.type} start={start} onChoose={setStart} conflict={conflict} />
          <div className="calendar-card__actions">
            <button type="button" className="staff-button" disabled={busy || !start} onClick={() => start && setAsking('confirm-move')}>
              {copy.actions.moveHere}
            </button>
            <button type="button" className="staff-button staff-button--quiet" onClick={closeMove}>
              {copy.actions.close}
            </button>
          </div>
        </div>
      )}
      {asking === 'confirm-move' && start && (
        <div className="calendar-card__confirm" role="group" aria-labelledby={`${headingId}-confirm`}>
          <p id={`${headingId}-confirm`} className="calendar-card__question">
            {copy.confirmMove.question(name)}
          </p>
          <dl className="calendar-card__times">
            <div>
              <dt>{copy.confirmMove.from}</dt>
              <dd>{dayAndTimeIn(a.start, CLINIC_ZONE, 'en')}</dd>
            </div>
            <div>
              <dt>{copy.confirmMove.to}</dt>
              <dd>{dayAndTimeIn(start, CLINIC_ZONE, 'en')}</dd>
            </div>
          </dl>
          <p className="staff-page__hint">{copy.confirmMove.told}</p>
          <div className="calendar-card__actions">
            {/* the button that asked is gone: focus lands on the question's answer */}
            <button
              type="button"
              className="staff-button"
              autoFocus
              disabled={busy}
              onClick={() =>
                void actions.move(start).then((refused) => {
                  if (!refused) return closeMove();
                  // taken meanwhile: back to the times, the fresh ones shown with the server's words
                  setConflict(refused);
                  setStart(null);
                  setAsking('move');
                })
              }
            >
              {copy.confirmMove.yes}
            </button>
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setAsking('move')}>
              {copy.confirmMove.back}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
