/**
 * The upcoming course days on /trainings (docs/product/screens.md "Training"): each day with its
 * language, price and seats left ('3 seats left', 'Full: join the waitlist'); 'Reserve My Seat'
 * opens the enrollment form for that day on the page. The days come with the page (the server
 * renders them from the database); after she enrolls they are read again for fresh counts.
 */
import { useEffect, useRef, useState } from 'react';
import type { CourseDay } from '../../src/courses/course-choices';
import type { Locale } from '../../src/i18n/locale';
import { useSiteLocale } from '../i18n/site-locale-context';
import { courseCopy } from './course-copy';
import { spanishCourseCopy } from './course-copy.es';
import { courseDate } from './course-dates';
import { EnrollmentForm } from './enrollment-form';
import { listCourseDays } from './course-calls';
import './courses.css';

export const COURSE_DATES_ID = 'course-dates';

export const courseCopyFor = (locale: Locale) => (locale === 'es' ? spanishCourseCopy : courseCopy);

export function CourseDays({ days: initial }: { days: CourseDay[] | null }) {
  const locale = useSiteLocale();
  const copy = courseCopyFor(locale);
  const [days, setDays] = useState<CourseDay[]>(initial ?? []);
  const [open, setOpen] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const openButton = useRef<HTMLButtonElement | null>(null);

  // once the message is on the page (a frame scheduled at her answer may come before React has drawn it)
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const when = (d: CourseDay) => copy.when(courseDate(d.date, locale), d.start_time, d.end_time);
  const refresh = async () => {
    const outcome = await listCourseDays(locale);
    if (outcome.ok && outcome.data.days) setDays(outcome.data.days);
  };

  return (
    <section className="section section--white course-dates" id={COURSE_DATES_ID} aria-labelledby="course-dates-title">
      <div className="container">
        <h2 id="course-dates-title">{copy.datesTitle}</h2>
        <p>{copy.datesIntro}</p>
        {done ? (
          <p className="course-dates__done" role="status" tabIndex={-1} ref={doneRef}>
            {done}
          </p>
        ) : null}
        {days.length === 0 ? <p>{copy.noDays}</p> : null}
        <ul className="course-dates__list">
          {days.map((d) => (
            <li key={d.id} className="course-day">
              <div className="course-day__facts">
                <p className="course-day__date">{when(d)}</p>
                <p>
                  {copy.taught(d.language)} · {copy.price(d.price)}
                </p>
                <p className={`course-day__seats course-day__seats--${d.state}`}>{d.state === 'open' ? copy.seatsLeft(d.seats_left) : d.state === 'full' ? copy.full : copy.closed}</p>
              </div>
              {d.state !== 'closed' ? (
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-expanded={open === d.id}
                  aria-label={`${d.state === 'full' ? copy.joinWaitlist : copy.reserve}: ${when(d)}`}
                  onClick={(e) => {
                    openButton.current = e.currentTarget;
                    setDone('');
                    setOpen(open === d.id ? null : d.id);
                  }}
                >
                  {d.state === 'full' ? copy.joinWaitlist : copy.reserve}
                </button>
              ) : null}
              {open === d.id ? (
                <EnrollmentForm
                  day={d}
                  dayText={when(d)}
                  copy={copy}
                  locale={locale}
                  onClose={() => {
                    setOpen(null);
                    openButton.current?.focus();
                  }}
                  onDone={(message) => {
                    setOpen(null);
                    setDone(message);
                    void refresh();
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
