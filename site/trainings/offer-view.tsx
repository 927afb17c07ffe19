/**
 * A waitlist offer from its mailed link (docs/product/screens.md "Waitlist offer"): the day and how
 * long the seat is held, 'Take the seat' and 'No thanks'. A used or expired offer (410) says so in
 * her language and points back to the course days.
 */
import { useEffect, useRef, useState } from 'react';
import type { CourseEnrollment } from '../../src/courses/course-choices';
import { useSiteLocale, LocaleLink as Link } from '../i18n/site-locale-context';
import { answerOf, answerOffer, readOffer, statusOf } from './course-calls';
import { courseCopyFor } from './course-days';
import { courseDate } from './course-dates';
import './courses.css';

type View = { state: 'loading' } | { state: 'gone'; message?: string } | { state: 'failed' } | { state: 'ready'; enrollment: CourseEnrollment } | { state: 'answered'; message: string };

/** An instant as Miami's wall clock reads it, HH:MM, from the instant's UTC offset in the ISO text the server sends. */
const until = (iso: string | null, locale: 'en' | 'es'): string => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${courseDate(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(d), locale)}, ${new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d)}`;
};

export function OfferView({ token }: { token: string }) {
  const locale = useSiteLocale();
  const copy = courseCopyFor(locale);
  const [view, setView] = useState<View>(token ? { state: 'loading' } : { state: 'gone' });
  const [busy, setBusy] = useState(false);
  const [responded, setResponded] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // the buttons are gone once she has answered: her focus goes to the answer
  useEffect(() => {
    if (responded) messageRef.current?.focus();
  }, [responded, view]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void readOffer(token, locale).then((outcome) => {
      if (!live) return;
      const answer = answerOf(outcome);
      if (outcome.ok && answer?.enrollment) setView({ state: 'ready', enrollment: answer.enrollment });
      else if (statusOf(outcome) === 410) setView({ state: 'gone', message: answer?.message });
      else setView({ state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [token, locale]);

  const respond = async (answer: 'accept' | 'decline') => {
    setBusy(true);
    const outcome = await answerOffer(token, answer, locale);
    setBusy(false);
    const body = answerOf(outcome);
    setResponded(true);
    if (statusOf(outcome) === 410) setView({ state: 'gone', message: body?.message });
    else setView({ state: 'answered', message: body?.message ?? copy.failed });
  };

  if (view.state === 'loading') return <p role="status">{copy.loading}</p>;
  if (view.state === 'failed') return <p role="alert">{copy.failed}</p>;
  if (view.state === 'gone' || view.state === 'answered')
    return (
      <div>
        <h1>{view.state === 'gone' ? copy.goneTitle : copy.offerTitle}</h1>
        <p role="status" className={view.state === 'answered' ? 'course-dates__done' : undefined} tabIndex={responded ? -1 : undefined} ref={messageRef}>
          {view.message}
        </p>
        <Link className="btn btn-primary" to="/trainings#course-dates">
          {copy.backToTrainings}
        </Link>
      </div>
    );
  const e = view.enrollment;
  return (
    <div>
      <h1>{copy.offerTitle}</h1>
      <p>{copy.offerHeld(copy.when(courseDate(e.day.date, locale), e.day.start_time, e.day.end_time), until(e.offer_expires_at, locale))}</p>
      <p>{copy.where}</p>
      <div className="course-page__actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void respond('accept')}>
          {copy.take}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void respond('decline')}>
          {copy.noThanks}
        </button>
      </div>
    </div>
  );
}
