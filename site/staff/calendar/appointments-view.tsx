/**
 * The calendar's day or week: the appointments of each day in Miami time, fetched in the browser
 * for the days on show (the server-rendered page holds no data, like the inbox). Each change goes
 * to the server, which tells the patient; the list is read again after it. A moved appointment
 * stays in view: the calendar goes to the day or week of its new time and focuses it, as an address
 * ending in #appointment-{id} (the lead page's link) does.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { dayName, clinicDate } from '../../../src/booking/time-picker/clinic-dates';
import { slotUnavailable } from '../../../src/booking/time-picker/slot-unavailable';
import type { SlotConflict } from '../../../src/booking/time-picker/appointment-types';
import { toastSuccess } from '../../../src/toast/toast-service';
import { useStaffFailure } from '../use-staff-failure';
import { calendarApi } from './calendar-api';
import { calendarCopy as copy } from './calendar-copy';
import type { StaffAppointment } from './calendar-types';
import { calendarAddress, viewDays, type CalendarView } from './calendar-range';
import { AppointmentCard } from './appointment-card';
import { useHealthFormStatuses } from './use-health-form-statuses';

const APPOINTMENT_HASH = /^#appointment-(\d{1,10})$/;

export function AppointmentsView({ view, date }: { view: CalendarView; date: string }) {
  const days = viewDays(view, date);
  const navigate = useNavigate();
  const { hash } = useLocation();
  /** the appointment to show and focus once its day is on screen */
  const [focusId, setFocusId] = useState<number | null>(() => Number(APPOINTMENT_HASH.exec(hash)?.[1]) || null);
  const focused = useRef<string>('');
  const [loaded, setLoaded] = useState<{ key: string; appointments: StaffAppointment[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const fail = useStaffFailure();
  const from = days[0] ?? '';
  const to = days[days.length - 1] ?? from;
  const key = `${from}|${to}|${round}`;

  useEffect(() => {
    let live = true;
    calendarApi.appointments(from, to).then(
      (answer) => live && setLoaded({ key, appointments: answer.appointments }),
      (err: unknown) => live && fail(err),
    );
    return () => {
      live = false;
    };
  }, [from, to, key, fail]);

  // the last answer stays on screen while the next one loads
  const appointments = loaded?.appointments ?? [];
  const ready = loaded?.key === key;
  const healthForms = useHealthFormStatuses(appointments);

  // an address naming an appointment (the lead page's link, a move) shows it once it is there
  useEffect(() => {
    const id = Number(APPOINTMENT_HASH.exec(hash)?.[1]);
    if (id) setFocusId(id);
  }, [hash]);
  useEffect(() => {
    if (!ready || focusId === null || focused.current === `${key}|${focusId}`) return;
    const card = document.getElementById(`card-${focusId}`);
    if (!card) return;
    focused.current = `${key}|${focusId}`;
    card.scrollIntoView?.({ block: 'center' });
    card.focus({ preventScroll: true });
    setFocusId(null);
  }, [ready, focusId, key]);

  const act = async (run: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await run();
      toastSuccess(done);
      setRound((n) => n + 1);
      return true;
    } catch (err) {
      fail(err);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const move = async (a: StaffAppointment, start: string): Promise<SlotConflict | null> => {
    setBusy(true);
    try {
      const moved = (await calendarApi.move(a.id, start)).appointment;
      toastSuccess(copy.changed.moved);
      setRound((n) => n + 1);
      // to the day or week of its new time, where it is focused when the list has loaded
      setFocusId(moved.id);
      void navigate(calendarAddress(view, clinicDate(moved.start), moved.id));
      return null;
    } catch (err) {
      const r = err as { status?: number; data?: unknown };
      const refused = typeof r?.status === 'number' ? slotUnavailable({ response: { status: r.status, data: r.data } }) : null;
      if (refused) return { ...refused, type: a.type, from: clinicDate(start) };
      fail(err);
      return null;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="calendar-days" aria-busy={!ready}>
      <p className="inbox-results__count" role="status">
        {ready ? copy.count(appointments.length) : copy.loading}
      </p>
      {days.map((day) => {
        const ofDay = appointments.filter((a) => clinicDate(a.start) === day).sort((x, y) => x.start.localeCompare(y.start));
        return (
          <section className="calendar-day" key={day} aria-labelledby={`day-${day}`}>
            <h2 className="calendar-day__heading" id={`day-${day}`}>
              {dayName(day, 'en')}
            </h2>
            {ready && ofDay.length === 0 && <p className="staff-page__hint">{copy.empty}</p>}
            {ofDay.map((a) => (
              <AppointmentCard
                key={a.id}
                appointment={a}
                busy={busy}
                healthForm={healthForms.get(a.id)}
                actions={{
                  setStatus: (status, areas) =>
                    act(() => calendarApi.setStatus(a.id, status, areas), copy.changed[status]).then(() => undefined),
                  move: (start) => move(a, start),
                  decide: (decision) =>
                    act(() => calendarApi.decide(a.id, decision), decision === 'confirm' ? copy.pending.confirmed : copy.pending.declined).then(() => undefined),
                }}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
