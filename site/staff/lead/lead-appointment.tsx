/** The lead page's appointment, when the consultation was booked with a time: its type, Miami time and status, and the way to it in the calendar. */
import { Link } from 'react-router-dom';
import { CLINIC_ZONE, clinicDate, dayAndTimeIn } from '../../../src/booking/time-picker/clinic-dates';
import { calendarCopy as copy } from '../calendar/calendar-copy';
import type { LeadAppointmentView } from '../staff-types';

export function LeadAppointment({ appointment }: { appointment: LeadAppointmentView }) {
  return (
    <p>
      {copy.types[appointment.type]}, {dayAndTimeIn(appointment.start, CLINIC_ZONE, 'en')} ·{' '}
      <span className={`status-badge calendar-status calendar-status--${appointment.status}`}>{copy.status[appointment.status]}</span> ·{' '}
      <Link to={`/staff/calendar?${new URLSearchParams({ view: 'day', date: clinicDate(appointment.start) })}#appointment-${appointment.id}`}>{copy.leadPanel.open}</Link>
    </p>
  );
}
