/** The lead page's appointment, when the consultation was booked with a time: its type, Miami time and status, an in-person visit's health form status, and the way to it in the calendar (where the practitioner opens the answers). */
import { Link } from 'react-router-dom';
import { CLINIC_ZONE, clinicDate, dayAndTimeIn } from '../../../src/booking/time-picker/clinic-dates';
import { calendarCopy as copy } from '../calendar/calendar-copy';
import { HealthFormBadge } from '../calendar/health-form-badge';
import { useHealthFormStatuses } from '../calendar/use-health-form-statuses';
import type { LeadAppointmentView } from '../staff-types';

export function LeadAppointment({ appointment }: { appointment: LeadAppointmentView }) {
  const healthForm = useHealthFormStatuses([appointment]).get(appointment.id);
  return (
    <p>
      {copy.types[appointment.type]}, {dayAndTimeIn(appointment.start, CLINIC_ZONE, 'en')} ·{' '}
      <span className={`status-badge calendar-status calendar-status--${appointment.status}`}>{copy.status[appointment.status]}</span> ·{' '}
      {healthForm && (
        <>
          <HealthFormBadge status={healthForm} />
          {' · '}
        </>
      )}
      <Link to={`/staff/calendar?${new URLSearchParams({ view: 'day', date: clinicDate(appointment.start) })}#appointment-${appointment.id}`}>{copy.leadPanel.open}</Link>
    </p>
  );
}
