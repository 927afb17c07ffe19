/**
 * Her own enrollment from a mailed link (docs/product/screens.md "Course enrollment"): the course
 * day, her status (and her place in line), the invitation to download, a move to another day with
 * free seats, and cancel (asked twice). A link that no longer works gets a page of its own.
 */
import { useEffect, useRef, useState } from 'react';
import type { CourseDay, CourseEnrollment } from '../../src/courses/course-choices';
import { useSiteLocale, LocaleLink as Link } from '../i18n/site-locale-context';
import { answerOf, cancelEnrollment, downloadCalendar, downloadCertificate, listCourseDays, moveEnrollment, readEnrollment, statusOf } from './course-calls';
import { courseCopyFor } from './course-days';
import { courseDate } from './course-dates';
import './courses.css';

type View = { state: 'loading' } | { state: 'gone'; message?: string } | { state: 'failed' } | { state: 'ready'; enrollment: CourseEnrollment; notice?: string; ended?: boolean };

const HOLDS = ['reserved', 'confirmed', 'attended', 'no_show', 'offered'];

export function EnrollmentView({ token }: { token: string }) {
  const locale = useSiteLocale();
  const copy = courseCopyFor(locale);
  const [view, setView] = useState<View>(token ? { state: 'loading' } : { state: 'gone' });
  const [others, setOthers] = useState<CourseDay[]>([]);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [certificateFailed, setCertificateFailed] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // the button she pressed is gone once she has moved or cancelled: her focus goes to what happened
  useEffect(() => {
    if (view.state === 'ready' && view.notice) noticeRef.current?.focus();
  }, [view]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void Promise.all([readEnrollment(token, locale), listCourseDays(locale)]).then(([outcome, days]) => {
      if (!live) return;
      const answer = answerOf(outcome);
      if (outcome.ok && answer?.enrollment) setView({ state: 'ready', enrollment: answer.enrollment });
      else if (statusOf(outcome) === 410) setView({ state: 'gone', message: answer?.message });
      else setView({ state: 'failed' });
      if (days.ok && days.data.days) setOthers(days.data.days);
    });
    return () => {
      live = false;
    };
  }, [token, locale]);

  if (view.state === 'loading') return <p role="status">{copy.loading}</p>;
  if (view.state === 'failed') return <p role="alert">{copy.failed}</p>;
  if (view.state === 'gone')
    return (
      <div>
        <h1>{copy.goneTitle}</h1>
        {view.message ? <p>{view.message}</p> : null}
        <Link className="btn btn-primary" to="/trainings#course-dates">
          {copy.backToTrainings}
        </Link>
      </div>
    );

  const e = view.enrollment;
  const when = (d: CourseDay) => copy.when(courseDate(d.date, locale), d.start_time, d.end_time);
  const holds = HOLDS.includes(e.status);
  const live = holds || e.status === 'waiting';
  const movable = (e.status === 'reserved' || e.status === 'confirmed') && !view.ended;
  const targets = others.filter((d) => d.id !== e.day.id && d.state === 'open');

  const cancel = async () => {
    setBusy(true);
    const outcome = await cancelEnrollment(token, locale);
    setBusy(false);
    setAsking(false);
    const answer = answerOf(outcome);
    setView({ state: 'ready', enrollment: { ...e, status: outcome.ok ? 'cancelled' : e.status }, notice: answer?.message ?? copy.failed, ended: outcome.ok });
  };
  const move = async (dayId: number) => {
    setBusy(true);
    const outcome = await moveEnrollment(token, dayId, locale);
    setBusy(false);
    const answer = answerOf(outcome);
    setView({ state: 'ready', enrollment: answer?.enrollment ?? e, notice: answer?.message ?? copy.failed });
    const days = await listCourseDays(locale);
    if (days.ok && days.data.days) setOthers(days.data.days);
  };

  return (
    <div>
      <h1>{copy.pageTitle}</h1>
      {view.notice ? (
        <p role="status" className="course-dates__done" tabIndex={-1} ref={noticeRef}>
          {view.notice}
        </p>
      ) : null}
      <p>
        <span className="course-page__status">{copy.status[e.status] ?? e.status}</span>
      </p>
      {e.place !== null ? <p>{copy.place(e.place)}</p> : null}
      <dl>
        <dt>{copy.name}</dt>
        <dd>
          {e.first_name} {e.last_name}
        </dd>
        <dt>{copy.day}</dt>
        <dd>{when(e.day)}</dd>
      </dl>
      <p>{copy.where}</p>
      <div className="course-page__actions">
        {holds && !view.ended ? (
          <button type="button" className="btn btn-primary" onClick={() => void downloadCalendar(token, `training-${e.day.date}.ics`)}>
            {copy.downloadIcs}
          </button>
        ) : null}
        {live && !view.ended && !asking ? (
          <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>
            {e.status === 'waiting' ? copy.leave : copy.cancel}
          </button>
        ) : null}
      </div>
      {e.status === 'attended' && e.certificate ? (
        <section aria-labelledby="certificate-title">
          <h2 id="certificate-title">{copy.certificateTitle}</h2>
          {e.certificate.revoked ? (
            <p>{copy.certificateRevoked}</p>
          ) : (
            <div className="course-page__actions">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  const code = e.certificate?.code ?? '';
                  void downloadCertificate(token, `certificate-${code}.pdf`).then((ok) => setCertificateFailed(!ok));
                }}
              >
                {copy.downloadCertificate}
              </button>
              <Link to={`/certificates/${e.certificate.code}`}>{copy.checkCertificate}</Link>
            </div>
          )}
          {certificateFailed ? <p role="alert">{copy.certificateFailed}</p> : null}
        </section>
      ) : null}
      {asking ? (
        <div role="group" aria-label={copy.sure} className="course-page__actions">
          <p>{copy.sure}</p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void cancel()}>
            {copy.confirmCancel}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
            {copy.keep}
          </button>
        </div>
      ) : null}
      {movable ? (
        <section aria-labelledby="move-title">
          <h2 id="move-title">{copy.moveTitle}</h2>
          {targets.length === 0 ? <p>{copy.noOtherDays}</p> : null}
          <ul className="course-dates__list">
            {targets.map((d) => (
              <li key={d.id} className="course-day">
                <div className="course-day__facts">
                  <p className="course-day__date">{when(d)}</p>
                  <p className="course-day__seats">{copy.seatsLeft(d.seats_left)}</p>
                </div>
                <button type="button" className="btn btn-outline" disabled={busy} aria-label={`${copy.moveTo}: ${when(d)}`} onClick={() => void move(d.id)}>
                  {copy.moveTo}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
