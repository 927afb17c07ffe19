/**
 * /staff/courses/:id (docs/product/screens.md "Staff courses"): one course day. On a phone the
 * check-in comes first (tap a name: attended; Undo); then the roster (sortable, printable, CSV)
 * with payment, move and cancel per enrollment, and the day's audit trail. Fetched in the browser
 * and read again after each change, so two staff phones checking in see each other's taps.
 */
import './courses.css';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toastSuccess } from '../../../src/toast/toast-service';
import { staffFailure } from '../staff-api';
import { useStaffFailure } from '../use-staff-failure';
import { coursesApi } from './courses-api';
import { coursesCopy } from './courses-copy';
import type { RosterAnswer, RosterEntry, StaffCourseDay } from './courses-types';
import { dayLabel } from './course-dates';
import { CheckInList, type CheckInChange } from './check-in-list';
import { RosterTable } from './roster-table';
import { CourseAuditTrail } from './course-audit-trail';
import { CertificateRevoke } from './certificate-revoke';
import { useStaffMay } from '../staff-access';

const copy = coursesCopy.roster;

export function StaffCourseRosterPage() {
  const { id } = useParams();
  const dayId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : 0;
  const [data, setData] = useState<RosterAnswer | null>(null);
  const [missing, setMissing] = useState(false);
  const [targets, setTargets] = useState<StaffCourseDay[]>([]);
  const [busy, setBusy] = useState(false);
  const mayCsv = useStaffMay('courses.roster-csv');
  const mayRevoke = useStaffMay('certificates.revoke');
  const fail = useStaffFailure();

  const load = useCallback(async () => {
    try {
      const [roster, days] = await Promise.all([coursesApi.roster(dayId), coursesApi.days()]);
      setData(roster);
      setTargets(days.days.filter((d) => d.id !== dayId));
    } catch (err) {
      if (staffFailure(err).status === 404) setMissing(true);
      else fail(err);
    }
  }, [dayId, fail]);

  useEffect(() => {
    void load();
  }, [load]);

  const act = async (run: () => Promise<{ message: string }>, quiet = false): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await run();
      if (!quiet) toastSuccess(answer.message);
      await load();
      return true;
    } catch (err) {
      fail(err);
      return false;
    } finally {
      setBusy(false);
    }
  };
  // the check-in list says what happened in its own line, by the thumb: no toast over the list
  const checkIn = (entry: RosterEntry, change: CheckInChange) => act(() => coursesApi.checkIn(entry.id, change), true);

  if (missing) {
    return (
      <div className="staff-page">
        <p className="staff-page__back">
          <Link to="/staff/courses">{copy.back}</Link>
        </p>
        <p role="alert">{copy.notFound}</p>
      </div>
    );
  }
  if (!data) return <p role="status">{copy.loading}</p>;
  const { day } = data;
  const label = dayLabel(day.date);

  return (
    <div className="staff-page roster-page">
      <p className="staff-page__back">
        <Link to="/staff/courses">{copy.back}</Link>
      </p>
      <div className="staff-page__head">
        <div>
          <h1 className="staff-page__title">{copy.heading(label)}</h1>
          <p className="staff-page__intro">
            {copy.facts(`${day.start_time}–${day.end_time}`, coursesCopy.languages[day.language], day.price)} · {coursesCopy.seatsLine(day.taken, day.seats)}
            {day.status === 'cancelled' && ` · ${coursesCopy.cancelledBadge}`}
          </p>
        </div>
        <div className="course-actions roster-page__tools">
          {mayCsv && (
            <a className="staff-button staff-button--quiet" href={coursesApi.csvPath(day.id)} download>
              {copy.csv}
            </a>
          )}
          <button type="button" className="staff-button staff-button--quiet" onClick={() => window.print()}>
            {copy.print}
          </button>
        </div>
      </div>
      {day.status === 'open' && <CheckInList entries={data.enrollments} busy={busy} onChange={checkIn} />}
      <section className="roster-section" aria-labelledby="roster-heading">
        <h2 id="roster-heading">{copy.rosterHeading}</h2>
        <RosterTable
          entries={data.enrollments}
          targets={targets}
          busy={busy}
          handlers={(e) => ({
            pay: (note) => act(() => coursesApi.pay(e.id, note)),
            move: (to) => act(() => coursesApi.move(e.id, to)),
            cancel: () => act(() => coursesApi.cancel(e.id)),
          })}
          certificate={(e) =>
            mayRevoke &&
            e.certificate_code && (
              <CertificateRevoke code={e.certificate_code} revokedAt={e.certificate_revoked_at === null ? null : Date.parse(e.certificate_revoked_at)} onChanged={() => void load()} />
            )
          }
        />
      </section>
      <CourseAuditTrail entries={data.audit} />
    </div>
  );
}
