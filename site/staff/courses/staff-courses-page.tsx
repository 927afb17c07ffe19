/**
 * /staff/courses (docs/product/screens.md "Staff courses"): every course day, upcoming first and
 * then past ones, with its seats and the count of each status; add a day, edit or cancel one. The
 * list is fetched in the browser (the server-rendered page holds no data, like the inbox) and read
 * again after each change.
 */
import './courses.css';
import { useEffect, useState } from 'react';
import { toastSuccess } from '../../../src/toast/toast-service';
import { useStaffFailure } from '../use-staff-failure';
import { coursesApi } from './courses-api';
import { coursesCopy as copy } from './courses-copy';
import type { DayFormValues, StaffCourseDay } from './courses-types';
import { CourseDayCard } from './course-day-card';
import { CourseDayForm, emptyDay } from './course-day-form';
import { useStaffMay } from '../staff-access';

export function StaffCoursesPage() {
  const [days, setDays] = useState<StaffCourseDay[] | null>(null);
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const fail = useStaffFailure();

  useEffect(() => {
    let live = true;
    coursesApi.days().then(
      (answer) => live && setDays(answer.days),
      (err: unknown) => live && fail(err),
    );
    return () => {
      live = false;
    };
  }, [round, fail]);

  const act = async (run: () => Promise<{ message: string }>): Promise<boolean> => {
    setBusy(true);
    try {
      toastSuccess((await run()).message);
      setRound((n) => n + 1);
      return true;
    } catch (err) {
      fail(err);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const body = (values: DayFormValues): DayFormValues => ({ ...values, enrollment_closes: values.enrollment_closes.slice(0, 16) });

  const mayAddDays = useStaffMay('courses.days');
  const upcoming = days?.filter((d) => !d.past) ?? [];
  const past = days?.filter((d) => d.past) ?? [];
  const list = (items: StaffCourseDay[]) =>
    items.map((day) => (
      <CourseDayCard
        key={day.id}
        day={day}
        busy={busy}
        actions={{ edit: (values) => act(() => coursesApi.edit(day.id, body(values))), cancel: () => act(() => coursesApi.cancelDay(day.id)) }}
      />
    ));

  return (
    <div className="staff-page courses-page">
      <div className="staff-page__head">
        <div>
          <h1 className="staff-page__title">{copy.heading}</h1>
          <p className="staff-page__intro">{copy.intro}</p>
        </div>
      </div>
      {days === null ? (
        <p role="status">{copy.loading}</p>
      ) : (
        <>
          <section className="courses-section" aria-labelledby="courses-upcoming">
            <h2 id="courses-upcoming">{copy.upcoming}</h2>
            {upcoming.length === 0 ? <p className="staff-page__hint">{copy.noUpcoming}</p> : <div className="courses-list">{list(upcoming)}</div>}
          </section>
          {mayAddDays && (
            <CourseDayForm idPrefix="new-day" heading={copy.form.addHeading} initial={emptyDay} submitLabel={copy.form.add} onSubmit={(values) => act(() => coursesApi.create(body(values)))} />
          )}
          <section className="courses-section" aria-labelledby="courses-past">
            <h2 id="courses-past">{copy.past}</h2>
            {past.length === 0 ? <p className="staff-page__hint">{copy.noPast}</p> : <div className="courses-list">{list(past)}</div>}
          </section>
        </>
      )}
    </div>
  );
}
