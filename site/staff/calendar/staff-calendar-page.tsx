/**
 * /staff/calendar?view=day|week&date=YYYY-MM-DD (docs/product/screens.md "Staff calendar"): the
 * appointments of a day or a week in Miami time, with the opening hours below. Today is read in the
 * browser, so the server-rendered page is the same for everyone.
 */
import '../../../src/booking/time-picker/time-picker.css';
import './calendar.css';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { addDays, clinicDate } from '../../../src/booking/time-picker/clinic-dates';
import { calendarCopy as copy } from './calendar-copy';
import { isClinicDate, viewDays, type CalendarView } from './calendar-range';
import { AppointmentsView } from './appointments-view';
import { HoursEditor } from './hours-editor';

export function StaffCalendarPage() {
  const [params] = useSearchParams();
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(clinicDate(new Date())), []);
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const asked = params.get('date');
  const date = isClinicDate(asked) ? asked : today;
  const at = (v: CalendarView, d: string) => `/staff/calendar?${new URLSearchParams({ view: v, date: d })}`;
  const step = view === 'day' ? 1 : 7;

  return (
    <div className="staff-page calendar-page">
      <div className="staff-page__head">
        <div>
          <h1 className="staff-page__title">{copy.heading}</h1>
          <p className="staff-page__intro">{copy.intro}</p>
        </div>
      </div>
      {date && (
        <>
          <nav className="calendar-nav" aria-label={copy.views.label}>
            <Link className="staff-button staff-button--quiet" to={at(view, addDays(date, -step))}>
              {copy.previous[view]}
            </Link>
            <Link className="staff-button staff-button--quiet" to={at(view, today ?? date)}>
              {copy.today}
            </Link>
            <Link className="staff-button staff-button--quiet" to={at(view, addDays(date, step))}>
              {copy.next[view]}
            </Link>
            <Link className="staff-button" aria-current={view === 'day' ? 'page' : undefined} to={at('day', date)}>
              {copy.views.day}
            </Link>
            <Link className="staff-button" aria-current={view === 'week' ? 'page' : undefined} to={at('week', date)}>
              {copy.views.week}
            </Link>
          </nav>
          <AppointmentsView days={viewDays(view, date)} />
        </>
      )}
      <HoursEditor />
    </div>
  );
}
