/**
 * 'Your appointments' on her profile (docs/product/screens.md "Profile"): what is coming up, what
 * came before and her call-back requests, each with its type, its time in Miami (and hers when her
 * clock differs) and where it stands. An upcoming one is moved or cancelled in place (cancel asked
 * twice), by the rules of the mailed link, which the server keeps; the server's own sentence says
 * what happened. Until she confirms her e-mail the server lists nothing, and the section asks her to
 * confirm it, with 'Send the link again'.
 */
import '../../src/booking/time-picker/time-picker.css';
import '../appointment/manage-appointment.css';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { SlotConflict, TimeChoice } from '../../src/booking/time-picker/appointment-types';
import { CLINIC_ZONE, clinicDate, dayAndTimeIn, differsFromClinic, visitorZone } from '../../src/booking/time-picker/clinic-dates';
import { useTimePickerCopy } from '../../src/booking/time-picker/time-picker-words';
import { slotUnavailable } from '../../src/booking/time-picker/slot-unavailable';
import { messageOf } from '../../src/responses/answer-fields';
import type { Outcome } from '../../src/responses/outcome';
import { logoutUser } from '../../src/session/session-store';
import { useCopy } from '../i18n/copy-context';
import { LocaleLink as Link, useLocaleNavigate } from '../i18n/site-locale-context';
import * as englishAccount from '../copy/account';
import { CancelConfirm, ChangeChoices, MoveControls } from '../appointment/appointment-change-controls';
import { healthFormWords as healthWordsEn } from './health-form-words';
import { healthFormWords as healthWordsEs } from './health-form-words.es';
import { cancelOwnAppointment, listOwnAppointments, moveOwnAppointment, resendVerification, type OwnAppointment, type OwnAppointments, type OwnChange } from './account-appointment-calls';

/** Her health form for an in-person visit: its own chunk, loaded when she opens it. */
const HealthFormPanel = lazy(() => import('./health-form-panel'));

type View = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: OwnAppointments };
type Acting = { id: number; what: 'cancel' | 'move' } | null;

export function AccountAppointments() {
  const { copy: pickerCopy, locale } = useTimePickerCopy();
  const { appointmentsCopy: copy } = useCopy('account', englishAccount);
  const navigate = useLocaleNavigate();
  const [view, setView] = useState<View>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [acting, setActing] = useState<Acting>(null);
  const [choice, setChoice] = useState<TimeChoice | null>(null);
  const [conflict, setConflict] = useState<SlotConflict | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const [formOpen, setFormOpen] = useState<number | null>(null);
  const answer = useRef<HTMLParagraphElement>(null);

  const signedOut = (outcome: Outcome<unknown>) => {
    // the server no longer knows her: sign out here too, as the profile form does
    if (outcome.ok || outcome.failure.response?.status !== 401) return false;
    logoutUser();
    navigate('/signin');
    return true;
  };

  useEffect(() => {
    let live = true;
    void listOwnAppointments(locale).then((outcome) => {
      if (!live || signedOut(outcome)) return;
      setView(outcome.ok ? { state: 'ready', data: outcome.data } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- signedOut only navigates; the list is read again when asked
  }, [locale, attempt]);

  useEffect(() => {
    // the answer to what she did replaces the buttons she used: focus it, so a keyboard user stays in place
    if (notice) answer.current?.focus();
  }, [notice]);

  if (view.state === 'loading') return <Section heading={copy.heading}><p role="status">{copy.loading}</p></Section>;
  if (view.state === 'failed')
    return (
      <Section heading={copy.heading}>
        <div role="alert" className="appointment-notice">
          <p>{copy.failed}</p>
          <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
            {copy.retry}
          </button>
        </div>
      </Section>
    );

  const { data } = view;
  const said = notice && (
    <p role="status" className="appointment-notice__message" tabIndex={-1} ref={answer}>
      {notice}
    </p>
  );

  if (!data.verified) {
    const resend = async () => {
      setBusy(true);
      const outcome = await resendVerification(data.email, locale);
      setBusy(false);
      if (signedOut(outcome)) return;
      setNotice(messageOf(outcome.ok ? outcome.data : outcome.failure.response?.data) ?? copy.failed);
    };
    return (
      <Section heading={copy.heading}>
        <div className="account-appointments__confirm">
          <h4>{copy.confirmHeading}</h4>
          <p>{copy.confirmExplain(data.email)}</p>
          {said}
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void resend()}>
            {busy ? copy.sending : copy.sendAgain}
          </button>
        </div>
      </Section>
    );
  }

  const act = async (appointment: OwnAppointment, call: () => Promise<Outcome<OwnChange>>, movedTo?: string) => {
    setBusy(true);
    const outcome = await call();
    setBusy(false);
    if (signedOut(outcome)) return;
    const unavailable = !outcome.ok && movedTo ? slotUnavailable(outcome.failure) : null;
    if (unavailable && movedTo) {
      setConflict({ ...unavailable, type: appointment.type, from: clinicDate(movedTo) });
      setChoice({ kind: 'time', type: appointment.type, start: null });
      return;
    }
    setNotice(messageOf(outcome.ok ? outcome.data : outcome.failure.response?.data) ?? copy.failed);
    setActing(null);
    setChoice(null);
    setConflict(null);
    // the list as the server now has it: the change, and anything the clinic changed meanwhile
    const fresh = await listOwnAppointments(locale);
    if (fresh.ok) setView({ state: 'ready', data: fresh.data });
  };

  const begin = (appointment: OwnAppointment, what: 'cancel' | 'move') => {
    setNotice(undefined);
    setActing({ id: appointment.id, what });
  };
  const zone = visitorZone();
  const healthWords = locale === 'es' ? healthWordsEs : healthWordsEn;
  const item = (appointment: OwnAppointment) => {
    const mine = acting?.id === appointment.id ? acting.what : null;
    return (
      <li key={appointment.id} className="account-appointment">
        <p className="account-appointment__when">{copy.when(pickerCopy.types[appointment.type], dayAndTimeIn(appointment.start, CLINIC_ZONE, locale))}</p>
        {differsFromClinic(zone, appointment.start) && <p>{copy.yours(dayAndTimeIn(appointment.start, zone, locale))}</p>}
        <p className="account-appointment__status">{copy.status[appointment.status]}</p>
        {!mine && (
          <ChangeChoices
            copy={copy}
            canMove={appointment.can_move}
            canCancel={appointment.can_cancel}
            onMove={() => begin(appointment, 'move')}
            onCancel={() => begin(appointment, 'cancel')}
          />
        )}
        {appointment.type === 'in-person' && appointment.upcoming && (
          <div className="account-appointment__health-form">
            <button type="button" className="btn btn-outline" aria-expanded={formOpen === appointment.id} onClick={() => setFormOpen(formOpen === appointment.id ? null : appointment.id)}>
              {formOpen === appointment.id ? healthWords.close : healthWords.open}
            </button>
            {formOpen === appointment.id && (
              <Suspense fallback={<p role="status">{healthWords.loading}</p>}>
                <HealthFormPanel
                  appointmentId={appointment.id}
                  locale={locale}
                  onSignedOut={() => {
                    logoutUser();
                    navigate('/signin');
                  }}
                />
              </Suspense>
            )}
          </div>
        )}
        {mine === 'cancel' && (
          <CancelConfirm copy={copy} busy={busy} onConfirm={() => void act(appointment, () => cancelOwnAppointment(appointment.id, locale))} onKeep={() => setActing(null)} />
        )}
        {mine === 'move' && (
          <MoveControls
            copy={copy}
            idPrefix={`account-move-${appointment.id}`}
            type={appointment.type}
            choice={choice}
            onChoice={setChoice}
            conflict={conflict}
            busy={busy}
            onMove={(start) => void act(appointment, () => moveOwnAppointment(appointment.id, start, locale), start)}
            onBack={() => {
              setActing(null);
              setChoice(null);
              setConflict(null);
            }}
          />
        )}
      </li>
    );
  };

  const upcoming = data.appointments.filter((a) => a.upcoming);
  const past = data.appointments.filter((a) => !a.upcoming);
  const sentOn = (instant: string) => new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { timeZone: CLINIC_ZONE, dateStyle: 'long' }).format(new Date(instant));
  return (
    <Section heading={copy.heading}>
      {said}
      <h4>{copy.upcoming}</h4>
      {upcoming.length > 0 ? <ul className="account-appointments__list">{upcoming.map(item)}</ul> : <p>{copy.noneUpcoming}</p>}
      {data.requests.length > 0 && (
        <>
          <h4>{copy.callBacks}</h4>
          <ul className="account-appointments__list">
            {data.requests.map((request) => (
              <li key={request.id} className="account-appointment">
                <p>{copy.callBackSent(sentOn(request.sent))}</p>
                <p className="account-appointment__status">{copy.callBackStatus[request.status]}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>{copy.past}</h4>
      {past.length > 0 ? <ul className="account-appointments__list">{past.map(item)}</ul> : <p>{copy.nonePast}</p>}
      <Link className="btn btn-primary" to="/consultation">
        {copy.bookAgain}
      </Link>
    </Section>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="account-appointments" aria-labelledby="account-appointments-heading">
      <h3 id="account-appointments-heading">{heading}</h3>
      {children}
    </section>
  );
}
