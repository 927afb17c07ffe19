/**
 * The appointment from a mailed link (docs/product/screens.md "Appointment self-service"): its type
 * and time in Miami (and the visitor's own time when it differs), 'Cancel appointment' (asked
 * twice) and 'Choose another time' (the time picker, the type kept). Each action uses up the link,
 * as the server does; a move answers with a fresh one, so the page can still cancel or move again.
 * Its answer comes into view with focus. A used or expired link (410) gets a page of its own: when
 * a change retired it, that page shows the appointment as it stands now, not an invitation to book.
 */
import { useEffect, useRef, useState } from 'react';
import type { SlotConflict, TimeChoice } from '../../src/booking/time-picker/appointment-types';
import { CLINIC_ZONE, clinicDate, dayAndTimeIn, differsFromClinic, visitorZone } from '../../src/booking/time-picker/clinic-dates';
import { useTimePickerCopy } from '../../src/booking/time-picker/time-picker-words';
import { slotUnavailable } from '../../src/booking/time-picker/slot-unavailable';
import { messageOf } from '../../src/responses/answer-fields';
import { LocaleLink as Link } from '../i18n/site-locale-context';
import type { Outcome } from '../../src/responses/outcome';
import { CancelConfirm, ChangeChoices, MoveControls } from './appointment-change-controls';
import { cancelAppointment, linkGone, readAppointment, rescheduleAppointment, type ManageAnswer, type ManagedAppointment } from './manage-calls';
import { manageCopy } from './manage-copy';
import { manageCopy as spanishManageCopy } from './manage-copy.es';

type View =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'gone'; message?: string; appointment?: ManagedAppointment }
  | { state: 'ready'; appointment: ManagedAppointment; acting?: 'cancel' | 'move'; notice?: string; done?: boolean };

export function ManageAppointment({ token }: { token: string }) {
  const { copy: pickerCopy, locale } = useTimePickerCopy();
  const copy = locale === 'es' ? spanishManageCopy : manageCopy;
  const [view, setView] = useState<View>(token ? { state: 'loading' } : { state: 'gone' });
  // the link in use: the mailed one, then the one a move answers with
  const [link, setLink] = useState(token);
  const answer = useRef<HTMLParagraphElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [choice, setChoice] = useState<TimeChoice | null>(null);
  const [conflict, setConflict] = useState<SlotConflict | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void readAppointment(token, locale).then((outcome) => {
      if (!live) return;
      if (outcome.ok && outcome.data.appointment) setView({ state: 'ready', appointment: outcome.data.appointment });
      else if (linkGone(outcome)) setView(goneView(outcome));
      else setView({ state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [token, locale, attempt]);

  const notice = view.state === 'ready' ? view.notice : undefined;
  useEffect(() => {
    // the answer to what she did sits above the picker she used: bring it, and the appointment it is about, into view
    if (!notice || !answer.current) return;
    answer.current.closest('.appointment-manage')?.scrollIntoView({ block: 'start' });
    answer.current.focus({ preventScroll: true });
  }, [notice]);

  if (view.state === 'loading') return <p role="status">{copy.loading}</p>;
  if (view.state === 'failed')
    return (
      <div role="alert" className="appointment-notice">
        <p>{copy.failed}</p>
        <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
          {copy.retry}
        </button>
      </div>
    );
  const zone = visitorZone();
  const when = (appointment: ManagedAppointment) => (
    <>
      <p>{copy.when(pickerCopy.types[appointment.type], dayAndTimeIn(appointment.start, CLINIC_ZONE, locale))}</p>
      {differsFromClinic(zone, appointment.start) && <p>{copy.yours(dayAndTimeIn(appointment.start, zone, locale))}</p>}
    </>
  );
  if (view.state === 'gone')
    return (
      <div className="appointment-notice">
        <h2>{view.appointment ? copy.changedHeading : copy.goneHeading}</h2>
        <p>{view.message || copy.gone}</p>
        {view.appointment && when(view.appointment)}
        {view.appointment?.status !== 'booked' && (
          <Link className="btn btn-primary" to="/consultation">
            {copy.bookAgain}
          </Link>
        )}
      </div>
    );

  const { appointment, acting, done } = view;
  const cancelled = appointment.status === 'cancelled';

  const act = async (call: () => ReturnType<typeof cancelAppointment>, whenMoved?: string) => {
    setBusy(true);
    const outcome = await call();
    setBusy(false);
    if (outcome.ok && outcome.data.success) {
      const next = outcome.data.appointment ?? { ...appointment, status: whenMoved ? appointment.status : ('cancelled' as const) };
      // moved, it can still be cancelled or moved again with the link the move answered with
      const again = whenMoved && outcome.data.token;
      if (again) setLink(again);
      setChoice(null);
      setView({ state: 'ready', appointment: next, notice: messageOf(outcome.data), done: !again });
      return;
    }
    if (linkGone(outcome)) {
      setView(goneView(outcome));
      return;
    }
    const unavailable = !outcome.ok && whenMoved ? slotUnavailable(outcome.failure) : null;
    if (unavailable && whenMoved) {
      setConflict({ ...unavailable, type: appointment.type, from: clinicDate(whenMoved) });
      setChoice({ kind: 'time', type: appointment.type, start: null });
      return;
    }
    setView({ ...view, notice: messageOf(outcome.ok ? outcome.data : outcome.failure.response?.data) ?? copy.failed });
  };
  return (
    <div className="appointment-manage">
      <h2>{copy.heading}</h2>
      {when(appointment)}
      {/* the server's answer says it was cancelled: the page does not say it a second time */}
      {cancelled && !notice && <p>{copy.cancelled}</p>}
      {notice && (
        <p role="status" className="appointment-notice__message" tabIndex={-1} ref={answer}>
          {notice}
        </p>
      )}
      {!done && !cancelled && !acting && <ChangeChoices copy={copy} onMove={() => setView({ ...view, acting: 'move' })} onCancel={() => setView({ ...view, acting: 'cancel' })} />}
      {!done && acting === 'cancel' && (
        <CancelConfirm copy={copy} busy={busy} onConfirm={() => void act(() => cancelAppointment(link, locale))} onKeep={() => setView({ ...view, acting: undefined })} />
      )}
      {!done && acting === 'move' && (
        <MoveControls
          copy={copy}
          idPrefix="appointment-move"
          type={appointment.type}
          choice={choice}
          onChoice={setChoice}
          conflict={conflict}
          busy={busy}
          onMove={(start) => void act(() => rescheduleAppointment(link, start, locale), start)}
          onBack={() => setView({ ...view, acting: undefined })}
        />
      )}
    </div>
  );
}

function goneView(outcome: Outcome<ManageAnswer>): View {
  const data = outcome.ok ? outcome.data : (outcome.failure.response?.data as ManageAnswer | undefined);
  return { state: 'gone', message: messageOf(data), appointment: data?.appointment };
}
