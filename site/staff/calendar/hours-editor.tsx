/**
 * The opening hours the free times come from (docs/product/screens.md "Staff calendar"): each
 * weekday open or not, from and to, with its breaks; and the dates that differ (closed, or other
 * hours, with a note). Saved to the server, which answers with the hours as they now stand.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { toastSuccess } from '../../../src/toast/toast-service';
import { useStaffFailure } from '../use-staff-failure';
import { calendarApi } from './calendar-api';
import { calendarCopy } from './calendar-copy';
import type { HoursAnswer, WeeklyHours } from './calendar-types';

const copy = calendarCopy.hours;

interface DayRow {
  open: boolean;
  start: string;
  end: string;
  breaks: string;
}

const BREAK = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

function rowsOf(weekly: WeeklyHours[]): DayRow[] {
  return copy.weekdays.map((_, weekday) => {
    const day = weekly.find((w) => w.weekday === weekday);
    return day
      ? { open: true, start: day.start, end: day.end, breaks: day.breaks.map((b) => `${b.start}-${b.end}`).join(', ') }
      : { open: false, start: '09:00', end: '17:00', breaks: '' };
  });
}

/** The rows as the server takes them, or the weekday whose breaks are not written as HH:MM-HH:MM. */
function weeklyOf(rows: DayRow[]): WeeklyHours[] | { badDay: number } {
  const weekly: WeeklyHours[] = [];
  for (const [weekday, row] of rows.entries()) {
    if (!row.open) continue;
    const parts = row.breaks.split(',').map((p) => p.trim()).filter(Boolean);
    const breaks = parts.map((p) => BREAK.exec(p));
    if (breaks.some((b) => !b)) return { badDay: weekday };
    weekly.push({ weekday, start: row.start, end: row.end, breaks: breaks.map((b) => ({ start: b?.[1] ?? '', end: b?.[2] ?? '' })) });
  }
  return weekly;
}

export function HoursEditor() {
  const [hours, setHours] = useState<HoursAnswer | null>(null);
  const [rows, setRows] = useState<DayRow[]>([]);
  const [badDay, setBadDay] = useState<number | null>(null);
  const [override, setOverride] = useState({ date: '', closed: true, start: '09:00', end: '13:00', note: '' });
  const fail = useStaffFailure();

  const show = (answer: HoursAnswer) => {
    setHours(answer);
    setRows(rowsOf(answer.weekly));
  };

  useEffect(() => {
    let live = true;
    calendarApi.hours().then((answer) => live && show(answer), (err: unknown) => live && fail(err));
    return () => {
      live = false;
    };
  }, [fail]);

  const change = (weekday: number, patch: Partial<DayRow>) => setRows((all) => all.map((row, i) => (i === weekday ? { ...row, ...patch } : row)));

  const saveWeekly = async (event: FormEvent) => {
    event.preventDefault();
    const weekly = weeklyOf(rows);
    if ('badDay' in weekly) return setBadDay(weekly.badDay);
    setBadDay(null);
    try {
      show(await calendarApi.saveWeekly(weekly));
      toastSuccess(copy.saved);
    } catch (err) {
      fail(err);
    }
  };

  const addOverride = async (event: FormEvent) => {
    event.preventDefault();
    if (!override.date) return;
    try {
      show(
        await calendarApi.addOverride({
          date: override.date,
          closed: override.closed,
          ...(override.closed ? {} : { start: override.start, end: override.end }),
          ...(override.note.trim() ? { note: override.note.trim() } : {}),
        }),
      );
      setOverride((o) => ({ ...o, date: '', note: '' }));
    } catch (err) {
      fail(err);
    }
  };

  if (!hours) return <p role="status">{calendarCopy.loading}</p>;
  return (
    <section className="staff-card calendar-hours" aria-labelledby="hours-heading">
      <h2 className="staff-card__heading" id="hours-heading">
        {copy.heading}
      </h2>
      <p className="staff-card__intro">{copy.intro}</p>
      <form className="calendar-hours__weekly" onSubmit={(e) => void saveWeekly(e)} noValidate>
        {rows.map((row, weekday) => {
          const name = copy.weekdays[weekday] ?? '';
          const id = `hours-${weekday}`;
          return (
            <fieldset className="calendar-hours__day" key={weekday}>
              <legend>{name}</legend>
              <label className="calendar-hours__open">
                <input type="checkbox" checked={row.open} onChange={(e) => change(weekday, { open: e.currentTarget.checked })} /> {copy.open}
              </label>
              <div className="calendar-hours__field">
                <label htmlFor={`${id}-start`}>{copy.from}</label>
                <input id={`${id}-start`} type="time" className="clinic-field__control" value={row.start} disabled={!row.open} onChange={(e) => change(weekday, { start: e.currentTarget.value })} />
              </div>
              <div className="calendar-hours__field">
                <label htmlFor={`${id}-end`}>{copy.to}</label>
                <input id={`${id}-end`} type="time" className="clinic-field__control" value={row.end} disabled={!row.open} onChange={(e) => change(weekday, { end: e.currentTarget.value })} />
              </div>
              <div className="calendar-hours__field">
                <label htmlFor={`${id}-breaks`}>{copy.breaks}</label>
                <input
                  id={`${id}-breaks`}
                  className="clinic-field__control"
                  value={row.breaks}
                  disabled={!row.open}
                  aria-invalid={badDay === weekday || undefined}
                  aria-describedby={badDay === weekday ? `${id}-bad` : `${id}-hint`}
                  onChange={(e) => change(weekday, { breaks: e.currentTarget.value })}
                />
                {badDay === weekday ? (
                  <p className="clinic-field__error" id={`${id}-bad`} role="alert">
                    {copy.badBreaks}
                  </p>
                ) : (
                  <p className="clinic-field__hint" id={`${id}-hint`}>
                    {copy.breaksHint}
                  </p>
                )}
              </div>
            </fieldset>
          );
        })}
        <button type="submit" className="staff-button">
          {copy.save}
        </button>
      </form>
      <h3>{copy.overrides}</h3>
      {hours.overrides.length === 0 ? (
        <p className="staff-page__hint">{copy.noOverrides}</p>
      ) : (
        <ul className="calendar-hours__overrides">
          {hours.overrides.map((o) => (
            <li key={o.id}>
              <span>
                {o.date}: {o.closed ? copy.closedOn : `${o.start}–${o.end}`}
                {o.note ? ` (${o.note})` : ''}
              </span>{' '}
              <button
                type="button"
                className="staff-button staff-button--quiet"
                onClick={() => void calendarApi.removeOverride(o.id).then(show, fail)}
              >
                {copy.remove(o.date)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="calendar-hours__add" onSubmit={(e) => void addOverride(e)} noValidate>
        <label htmlFor="override-date">{copy.date}</label>
        <input id="override-date" type="date" className="clinic-field__control" value={override.date} onChange={(e) => setOverride({ ...override, date: e.currentTarget.value })} />
        <label className="calendar-hours__open">
          <input type="checkbox" checked={override.closed} onChange={(e) => setOverride({ ...override, closed: e.currentTarget.checked })} /> {copy.closed}
        </label>
        {!override.closed && (
          <>
            <label htmlFor="override-start">{copy.from}</label>
            <input id="override-start" type="time" className="clinic-field__control" value={override.start} onChange={(e) => setOverride({ ...override, start: e.currentTarget.value })} />
            <label htmlFor="override-end">{copy.to}</label>
            <input id="override-end" type="time" className="clinic-field__control" value={override.end} onChange={(e) => setOverride({ ...override, end: e.currentTarget.value })} />
          </>
        )}
        <label htmlFor="override-note">{copy.note}</label>
        <input id="override-note" className="clinic-field__control" value={override.note} onChange={(e) => setOverride({ ...override, note: e.currentTarget.value })} />
        <button type="submit" className="staff-button">
          {copy.add}
        </button>
      </form>
    </section>
  );
}
