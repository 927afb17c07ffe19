/**
 * The opening hours the free times come from (docs/product/screens.md "Staff calendar"): each
 * weekday open or not, from and to, with its breaks; the dates that differ (closed, or other hours,
 * with a note); and the holidays the clinic closes for. Every time, an opening's or a break's, is
 * the same time control (shown as the browser shows times, 9:00 AM), so nothing has to be typed in
 * a format of its own. Dates read as words. Saved to the server, which answers with the hours as
 * they now stand.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { toastSuccess } from '../../../src/toast/toast-service';
import { useStaffFailure } from '../use-staff-failure';
import { calendarApi } from './calendar-api';
import { calendarCopy } from './calendar-copy';
import { readableDate, wallTime } from './hours-format';
import type { HoursAnswer, HoursOverride, WeeklyHours } from './calendar-types';

const copy = calendarCopy.hours;

interface Span {
  start: string;
  end: string;
}

interface DayRow extends Span {
  open: boolean;
  breaks: Span[];
}

const NEW_BREAK: Span = { start: '12:30', end: '13:00' };

function rowsOf(weekly: WeeklyHours[]): DayRow[] {
  return copy.weekdays.map((_, weekday) => {
    const day = weekly.find((w) => w.weekday === weekday);
    return day ? { open: true, start: day.start, end: day.end, breaks: day.breaks.map((b) => ({ ...b })) } : { open: false, start: '09:00', end: '17:00', breaks: [] };
  });
}

/** What is wrong with a day's times, in words, or null (the server checks the same and refuses otherwise). */
function problemOf(row: DayRow): string | null {
  if (!row.open) return null;
  if (!row.start || !row.end || row.start >= row.end) return copy.badHours;
  const breaks = [...row.breaks].sort((a, b) => (a.start < b.start ? -1 : 1));
  for (const [i, b] of breaks.entries()) {
    if (!b.start || !b.end || b.start >= b.end || b.start < row.start || b.end > row.end) return copy.badBreaks;
    if (i > 0 && b.start < (breaks[i - 1]?.end ?? '')) return copy.badBreaks;
  }
  return null;
}

const overrideHours = (o: HoursOverride) => (o.closed ? copy.closedOn : `${wallTime(o.start ?? '')}–${wallTime(o.end ?? '')}`);

export function HoursEditor() {
  const [hours, setHours] = useState<HoursAnswer | null>(null);
  const [rows, setRows] = useState<DayRow[]>([]);
  const [problems, setProblems] = useState<(string | null)[]>([]);
  const [override, setOverride] = useState({ date: '', closed: true, start: '09:00', end: '13:00', note: '' });
  const fail = useStaffFailure();

  const show = (answer: HoursAnswer) => {
    setHours(answer);
    setRows(rowsOf(answer.weekly));
    setProblems([]);
  };

  useEffect(() => {
    let live = true;
    calendarApi.hours().then((answer) => live && show(answer), (err: unknown) => live && fail(err));
    return () => {
      live = false;
    };
  }, [fail]);

  const change = (weekday: number, patch: Partial<DayRow>) => setRows((all) => all.map((row, i) => (i === weekday ? { ...row, ...patch } : row)));
  const changeBreak = (weekday: number, index: number, patch: Partial<Span>) =>
    setRows((all) => all.map((row, i) => (i === weekday ? { ...row, breaks: row.breaks.map((b, j) => (j === index ? { ...b, ...patch } : b)) } : row)));

  const saveWeekly = async (event: FormEvent) => {
    event.preventDefault();
    const found = rows.map(problemOf);
    setProblems(found);
    const first = found.findIndex((p) => p !== null);
    if (first >= 0) {
      document.getElementById(`hours-${first}-start`)?.focus();
      return;
    }
    const weekly: WeeklyHours[] = rows.flatMap((row, weekday) => (row.open ? [{ weekday, start: row.start, end: row.end, breaks: row.breaks }] : []));
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
  const overrideOn = new Map(hours.overrides.map((o) => [o.date, o]));
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
          const problem = problems[weekday];
          return (
            <fieldset className="calendar-hours__day" key={weekday} aria-describedby={problem ? `${id}-bad` : undefined}>
              <legend>{name}</legend>
              <label className="calendar-hours__open">
                <input type="checkbox" checked={row.open} onChange={(e) => change(weekday, { open: e.currentTarget.checked })} /> {copy.open}
              </label>
              <div className="calendar-hours__span">
                <div className="calendar-hours__field">
                  <label htmlFor={`${id}-start`}>{copy.from}</label>
                  <input id={`${id}-start`} type="time" className="clinic-field__control" value={row.start} disabled={!row.open} aria-invalid={problem === copy.badHours || undefined} onChange={(e) => change(weekday, { start: e.currentTarget.value })} />
                </div>
                <div className="calendar-hours__field">
                  <label htmlFor={`${id}-end`}>{copy.to}</label>
                  <input id={`${id}-end`} type="time" className="clinic-field__control" value={row.end} disabled={!row.open} aria-invalid={problem === copy.badHours || undefined} onChange={(e) => change(weekday, { end: e.currentTarget.value })} />
                </div>
              </div>
              {row.open && (
                <div className="calendar-hours__breaks">
                  {row.breaks.length === 0 && <p className="staff-page__hint">{copy.noBreaks}</p>}
                  {row.breaks.map((b, index) => {
                    const breakId = `${id}-break-${index}`;
                    return (
                      <fieldset className="calendar-hours__break" key={index}>
                        <legend>{copy.breakLabel(index + 1)}</legend>
                        <div className="calendar-hours__field">
                          <label htmlFor={`${breakId}-start`}>{copy.from}</label>
                          <input id={`${breakId}-start`} type="time" className="clinic-field__control" value={b.start} aria-invalid={problem === copy.badBreaks || undefined} onChange={(e) => changeBreak(weekday, index, { start: e.currentTarget.value })} />
                        </div>
                        <div className="calendar-hours__field">
                          <label htmlFor={`${breakId}-end`}>{copy.to}</label>
                          <input id={`${breakId}-end`} type="time" className="clinic-field__control" value={b.end} aria-invalid={problem === copy.badBreaks || undefined} onChange={(e) => changeBreak(weekday, index, { end: e.currentTarget.value })} />
                        </div>
                        <button
                          type="button"
                          className="staff-button staff-button--quiet"
                          aria-label={copy.removeBreak(index + 1, name)}
                          onClick={() => change(weekday, { breaks: row.breaks.filter((_, j) => j !== index) })}
                        >
                          {copy.remove('')}
                        </button>
                      </fieldset>
                    );
                  })}
                  {row.breaks.length < copy.maxBreaks && (
                    <button type="button" className="staff-button staff-button--quiet" aria-label={copy.addBreakTo(name)} onClick={() => change(weekday, { breaks: [...row.breaks, { ...NEW_BREAK }] })}>
                      {copy.addBreak}
                    </button>
                  )}
                </div>
              )}
              {problem && (
                <p className="clinic-field__error calendar-hours__problem" id={`${id}-bad`} role="alert">
                  {problem}
                </p>
              )}
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
                <time dateTime={o.date}>{readableDate(o.date)}</time>: {overrideHours(o)}
                {o.note ? ` (${o.note})` : ''}
              </span>{' '}
              <button type="button" className="staff-button staff-button--quiet" onClick={() => void calendarApi.removeOverride(o.id).then(show, fail)}>
                {copy.remove(readableDate(o.date))}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="calendar-hours__add" onSubmit={(e) => void addOverride(e)} noValidate>
        <div className="calendar-hours__field">
          <label htmlFor="override-date">{copy.date}</label>
          <input id="override-date" type="date" className="clinic-field__control" value={override.date} onChange={(e) => setOverride({ ...override, date: e.currentTarget.value })} />
        </div>
        <label className="calendar-hours__open">
          <input type="checkbox" checked={override.closed} onChange={(e) => setOverride({ ...override, closed: e.currentTarget.checked })} /> {copy.closed}
        </label>
        {!override.closed && (
          <div className="calendar-hours__span">
            <div className="calendar-hours__field">
              <label htmlFor="override-start">{copy.from}</label>
              <input id="override-start" type="time" className="clinic-field__control" value={override.start} onChange={(e) => setOverride({ ...override, start: e.currentTarget.value })} />
            </div>
            <div className="calendar-hours__field">
              <label htmlFor="override-end">{copy.to}</label>
              <input id="override-end" type="time" className="clinic-field__control" value={override.end} onChange={(e) => setOverride({ ...override, end: e.currentTarget.value })} />
            </div>
          </div>
        )}
        <div className="calendar-hours__field">
          <label htmlFor="override-note">{copy.note}</label>
          <input id="override-note" className="clinic-field__control" value={override.note} onChange={(e) => setOverride({ ...override, note: e.currentTarget.value })} />
        </div>
        <button type="submit" className="staff-button">
          {copy.add}
        </button>
      </form>
      <h3>{copy.holidays}</h3>
      <p className="staff-page__hint">{copy.holidaysIntro}</p>
      {hours.holidays.length === 0 ? (
        <p className="staff-page__hint">{copy.noHolidays}</p>
      ) : (
        <ul className="calendar-hours__holidays">
          {hours.holidays.map((h) => {
            const opened = overrideOn.get(h.date);
            return (
              <li key={h.date}>
                <time dateTime={h.date}>{readableDate(h.date)}</time>: {h.name}
                {opened && !opened.closed ? ` · ${copy.holidayOpened(overrideHours(opened))}` : ''}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
