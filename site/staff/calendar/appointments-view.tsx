/**
 * The calendar's day or week: the appointments of each day in Miami time, fetched in the browser
 * for the days on show (the server-rendered page holds no data, like the inbox). Each change goes
 * to the server, which tells the patient; the list is read again after it.
 */
import { useEffect, useState } from 'react';
import { dayName, clinicDate } from '../../../src/booking/time-picker/clinic-dates';
import { slotUnavailable } from '../../../src/booking/time-picker/slot-unavailable';
import type { SlotConflict } from '../../../src/booking/time-picker/appointment-types';
import { toastSuccess } from '../../../src/toast/toast-service';
import { useStaffFailure } from '../use-staff-failure';
import { calendarApi } from './calendar-api';
import { calendarCopy as copy } from './calendar-copy';
import type { StaffAppointment } from './calendar-types';
import { AppointmentCard } from './appointment-card';

export function AppointmentsView({ days }: { days: string[] }) {
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
      await calendarApi.move(a.id, start);
      toastSuccess(copy.changed.moved);
      setRound((n) => n + 1);
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
                actions={{
                  setStatus: (status) =>
                    act(() => calendarApi.setStatus(a.id, status), copy.changed[status]).then(() => undefined),
                  move: (start) => move(a, start),
                }}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
