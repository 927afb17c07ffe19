/**
 * One course day in the staff list: its date, Miami times, language, seats and the count of each
 * status, a link to its roster and check-in, and (while it is open and to come) edit and cancel.
 * Cancelling is asked twice, since everyone enrolled or waiting is told at once.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { coursesCopy as copy } from './courses-copy';
import type { DayFormValues, StaffCourseDay } from './courses-types';
import { CourseDayForm, valuesOf } from './course-day-form';
import { dayLabel } from './course-dates';
import { useStaffMay } from '../staff-access';

const SHOWN_COUNTS = ['reserved', 'confirmed', 'waiting', 'attended', 'offered', 'no_show'] as const;

export interface DayCardActions {
  edit: (values: DayFormValues) => Promise<boolean>;
  cancel: () => Promise<boolean>;
}

export function CourseDayCard({ day, actions, busy }: { day: StaffCourseDay; actions: DayCardActions; busy: boolean }) {
  const [asking, setAsking] = useState<'edit' | 'cancel' | null>(null);
  const label = dayLabel(day.date);
  const headingId = `course-day-${day.id}`;
  const people = day.counts.reserved + day.counts.confirmed + day.counts.offered + day.counts.waiting;
  // adding, editing and cancelling a day is the owner's (server/staff/staff-roles.ts: courses.days)
  const mayChangeDays = useStaffMay('courses.days');
  const changeable = day.status === 'open' && !day.past && mayChangeDays;

  return (
    <article className={`course-day staff-panel course-day--${day.status}`} aria-labelledby={headingId}>
      <h3 className="course-day__date" id={headingId}>
        <Link to={`/staff/courses/${day.id}`} aria-label={copy.openRoster(label)}>
          {label}
        </Link>
        {day.status === 'cancelled' && <span className="status-badge course-status course-status--cancelled">{copy.cancelledBadge}</span>}
      </h3>
      <p className="course-day__facts">
        {day.start_time}–{day.end_time} · {copy.languages[day.language]} · {day.price} · {copy.seatsLine(day.taken, day.seats)}
      </p>
      <dl className="course-day__counts">
        {SHOWN_COUNTS.map((s) => (
          <div key={s} className="course-day__count">
            <dt>{copy.counts[s]}</dt>
            <dd>{day.counts[s]}</dd>
          </div>
        ))}
      </dl>
      {changeable && asking === null && (
        <div className="course-actions">
          <button type="button" className="staff-button staff-button--quiet" onClick={() => setAsking('edit')}>
            {copy.edit}
          </button>
          <button type="button" className="staff-button staff-button--quiet staff-button--danger" onClick={() => setAsking('cancel')}>
            {copy.cancelDay}
          </button>
        </div>
      )}
      {asking === 'edit' && (
        <CourseDayForm
          idPrefix={`edit-${day.id}`}
          heading={copy.form.editHeading(label)}
          initial={valuesOf(day)}
          timesLocked={people + day.counts.attended + day.counts.no_show > 0}
          submitLabel={copy.form.save}
          onSubmit={async (values) => {
            const saved = await actions.edit(values);
            if (saved) setAsking(null);
            return saved;
          }}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'cancel' && (
        <div className="course-question" role="group" aria-labelledby={`${headingId}-cancel`}>
          <p id={`${headingId}-cancel`}>{copy.cancelQuestion(label, people)}</p>
          <div className="course-actions">
            {/* the button that asked is gone: focus lands on the question's answer */}
            <button type="button" className="staff-button staff-button--danger" autoFocus disabled={busy} onClick={() => void actions.cancel().then((done) => done && setAsking(null))}>
              {copy.cancelYes}
            </button>
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setAsking(null)}>
              {copy.keep}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
