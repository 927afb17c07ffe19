/**
 * The check-in on the course day, made for a phone held in one hand: everyone holding a seat, one
 * big row each (at least 56 px tall, the whole width). Tapping a name marks her attended; the row
 * then says so and offers Undo (and no-show for whoever never came). The latest change is also
 * announced, with its own Undo, at the foot of the screen where the thumb is. The pressed button
 * gives way to another (a name to its Undo, an Undo to the name), so the keyboard's focus moves
 * there instead of falling to the page.
 */
import { useEffect, useState } from 'react';
import { coursesCopy } from './courses-copy';
import type { RosterEntry } from './courses-types';

const copy = coursesCopy.checkIn;
const SEATED = new Set(['reserved', 'confirmed', 'attended', 'no_show']);

export type CheckInChange = 'attended' | 'no_show' | 'undo';

export interface CheckInListProps {
  entries: RosterEntry[];
  busy: boolean;
  /** resolves true when the server made the change */
  onChange: (entry: RosterEntry, change: CheckInChange) => Promise<boolean>;
}

const nameOf = (e: RosterEntry) => `${e.first_name} ${e.last_name}`;

export function CheckInList({ entries, busy, onChange }: CheckInListProps) {
  const [last, setLast] = useState<{ id: number; text: string } | null>(null);
  const seated = entries.filter((e) => SEATED.has(e.status)).sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name));
  const attended = seated.filter((e) => e.status === 'attended').length;
  const lastEntry = last ? seated.find((e) => e.id === last.id) : undefined;

  const [focusNext, setFocusNext] = useState<string | null>(null);

  useEffect(() => {
    if (!focusNext || busy) return;
    const next = document.getElementById(focusNext);
    next?.focus();
    // until the fresh roster has drawn the row anew, the element may not take focus yet
    if (next && document.activeElement === next) setFocusNext(null);
  }, [focusNext, busy, entries]);

  const change = async (entry: RosterEntry, what: CheckInChange) => {
    if (!(await onChange(entry, what))) return;
    const name = nameOf(entry);
    setLast(what === 'undo' ? null : { id: entry.id, text: what === 'attended' ? copy.done(name) : copy.noShowDone(name) });
    setFocusNext(what === 'undo' ? `check-in-${entry.id}` : `check-in-${entry.id}-side`);
  };

  return (
    <section className="check-in" aria-labelledby="check-in-heading">
      <h2 id="check-in-heading">{copy.heading}</h2>
      <p className="staff-page__hint">{copy.intro}</p>
      {seated.length === 0 ? (
        <p>{copy.nobody}</p>
      ) : (
        <>
          <p className="check-in__progress">{copy.progress(attended, seated.length)}</p>
          <ul className="check-in__list">
            {seated.map((e) => {
              const name = nameOf(e);
              const marked = e.status === 'attended' || e.status === 'no_show';
              return (
                <li key={e.id} className={`check-in__item check-in__item--${e.status}`}>
                  {marked ? (
                    <span className="check-in__name check-in__name--marked" id={`check-in-${e.id}`}>
                      <span className="check-in__person">{name}</span>
                      <span className="check-in__state">{e.status === 'attended' ? `✓ ${copy.attended}` : copy.noShow}</span>
                    </span>
                  ) : (
                    <button type="button" className="check-in__name" id={`check-in-${e.id}`} disabled={busy} onClick={() => void change(e, 'attended')}>
                      {/* spoken first, and the visible name stays inside the button's name */}
                      <span className="visually-hidden">{copy.tapToCheckIn} </span>
                      <span className="check-in__person">{name}</span>
                      <span className="check-in__state">{coursesCopy.status[e.status]}</span>
                    </button>
                  )}
                  {marked ? (
                    <button type="button" className="check-in__side" id={`check-in-${e.id}-side`} disabled={busy} aria-label={copy.undoFor(name)} onClick={() => void change(e, 'undo')}>
                      {copy.undo}
                    </button>
                  ) : (
                    <button type="button" className="check-in__side" id={`check-in-${e.id}-side`} disabled={busy} aria-label={copy.markNoShow(name)} onClick={() => void change(e, 'no_show')}>
                      {copy.noShow}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className="check-in__toast" role="status">
        {last && lastEntry && (lastEntry.status === 'attended' || lastEntry.status === 'no_show') && (
          <>
            <span>{last.text}</span>
            <button type="button" className="check-in__undo" disabled={busy} onClick={() => void change(lastEntry, 'undo')}>
              {copy.undo}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
