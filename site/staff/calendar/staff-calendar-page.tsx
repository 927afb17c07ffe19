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
import { calendarAddress, isClinicDate, type CalendarView } from './calendar-range';
import { AppointmentsView } from './appointments-view';
import { HoursEditor } from './hours-editor';
import { HoldSetting } from './hold-setting';
import { useStaffMay } from '../staff-access';

export function StaffCalendarPage() {
  const [params] = useSearchParams();
  const [today, setToday] = useState<string | null>(null);
  const mayConfirm = useStaffMay('bookings.confirm');
  useEffect(() => setToday(clinicDate(new Date())), []);
  const view: CalendarView = params.get('view') === 'day' ? 'day' : 'week';
  const asked = params.get('date');
  const date = isClinicDate(asked) ? asked : today;
  const at = (v: CalendarView, d: string) => calendarAddress(v, d);
  const step = view === 'day' ? 1 : 7;

  return (
    <div className="staff-page calendar-page">
      <div className="staff-page__head">
        <div>
          <h1 className="staff-page__title">{copy.heading}</h1>
          <p className="staff-page__intro">{copy.intro}</p>
        </div>
      </div>
      {mayConfirm && <HoldSetting />}
      {date && (
        <>
          <div className="calendar-nav">
            <nav className="calendar-nav__steps" aria-label={copy.views.dates}>
              <Link className="staff-button staff-button--quiet" to={at(view, addDays(date, -step))}>
                {copy.previous[view]}
              </Link>
              <Link className="staff-button staff-button--quiet" to={at(view, today ?? date)}>
                {copy.today}
              </Link>
              <Link className="staff-button staff-button--quiet" to={at(view, addDays(date, step))}>
                {copy.next[view]}
              </Link>
            </nav>
            {/* the view on show is marked for the eye (filled) and for a screen reader (current page) */}
            <div className="calendar-views" role="group" aria-label={copy.views.label}>
              {(['day', 'week'] as const).map((v) => (
                <Link key={v} className="calendar-views__choice" aria-current={view === v ? 'page' : undefined} to={at(v, date)}>
                  {copy.views[v]}
                </Link>
              ))}
            </div>
          </div>
          <AppointmentsView view={view} date={date} />
        </>
      )}
      <HoursEditor />
    </div>
  );
}
