/**
 * A day's roster as a table: everyone who enrolled, waits or left, sortable by name, status or
 * arrival (the column's aria-sort says which), with her profession, licence, needs, payment and
 * check-in, and what staff may do with her. Printed, it is the sign-in sheet (courses.css hides
 * the actions).
 */
import { useState, type ReactNode } from 'react';
import { coursesCopy } from './courses-copy';
import type { RosterEntry, RosterStatus, StaffCourseDay } from './courses-types';
import { miamiTime } from './course-dates';
import { EnrollmentActions, type EnrollmentActionHandlers } from './enrollment-actions';

const copy = coursesCopy.roster;
type SortKey = 'name' | 'status' | 'arrival';
const STATUS_ORDER: RosterStatus[] = ['attended', 'confirmed', 'reserved', 'no_show', 'offered', 'waiting', 'cancelled', 'declined', 'expired', 'moved'];

const byName = (a: RosterEntry, b: RosterEntry) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name) || a.id - b.id;
const sorters: Record<SortKey, (a: RosterEntry, b: RosterEntry) => number> = {
  name: byName,
  status: (a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || byName(a, b),
  arrival: (a, b) => a.enrolled_at.localeCompare(b.enrolled_at) || a.id - b.id,
};

export interface RosterTableProps {
  entries: RosterEntry[];
  targets: StaffCourseDay[];
  busy: boolean;
  handlers: (entry: RosterEntry) => EnrollmentActionHandlers;
  /** beside an issued certificate: revoke it (site/staff/courses/certificate-revoke.tsx) */
  certificate?: (entry: RosterEntry) => ReactNode;
}

export function RosterTable({ entries, targets, busy, handlers, certificate }: RosterTableProps) {
  const [sort, setSort] = useState<SortKey>('name');
  const sorted = [...entries].sort(sorters[sort]);
  const header = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sort === key ? 'ascending' : undefined}>
      <button type="button" className="roster-sort" onClick={() => setSort(key)} aria-label={`${copy.sortBy} ${label}`}>
        {label}
        <span aria-hidden="true">{sort === key ? ' ▲' : ''}</span>
      </button>
    </th>
  );

  if (entries.length === 0) return <p>{copy.empty}</p>;
  return (
    <div className="lead-table-wrap roster-wrap">
      <table className="lead-table roster-table">
        <caption className="visually-hidden">{copy.caption}</caption>
        <thead>
          <tr>
            {header('name', copy.columns.name)}
            {header('status', copy.columns.status)}
            <th scope="col">{copy.columns.profession}</th>
            <th scope="col">{copy.columns.licence}</th>
            <th scope="col">{copy.columns.needs}</th>
            <th scope="col">{copy.columns.payment}</th>
            {header('arrival', copy.sortArrival)}
            <th scope="col" className="roster-table__actions">
              {copy.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((e) => (
            <tr key={e.id} id={`enrollment-${e.id}`} className={`roster-table__row--${e.status}`}>
              <td data-label={copy.columns.name}>
                <div>
                  <strong>
                    {e.first_name} {e.last_name}
                  </strong>
                  <br />
                  <a href={`mailto:${e.email}`}>{e.email}</a>
                  <br />
                  <a href={`tel:${e.phone}`}>{e.phone}</a> · {coursesCopy.languages[e.language]}
                  {e.practice_name && (
                    <>
                      <br />
                      {e.practice_name}
                    </>
                  )}
                </div>
              </td>
              <td data-label={copy.columns.status}>
                <div>
                  <span className={`status-badge course-status course-status--${e.status}`}>{coursesCopy.status[e.status]}</span>
                  {e.place !== null && <span className="roster-table__place"> ({copy.place(e.place)})</span>}
                </div>
              </td>
              <td data-label={copy.columns.profession}>
                <div>{e.profession === 'other' ? e.profession_other : (coursesCopy.professions[e.profession] ?? e.profession)}</div>
              </td>
              <td data-label={copy.columns.licence}>
                <div>{e.licence_number ? `${e.licence_type} ${e.licence_number} (${e.licence_state})` : copy.none}</div>
              </td>
              <td data-label={copy.columns.needs}>
                <div>{e.needs || copy.none}</div>
              </td>
              <td data-label={copy.columns.payment}>
                <div>{e.paid_at ? copy.paidOn(miamiTime(e.paid_at), e.payment_note) : copy.unpaid}</div>
              </td>
              <td data-label={copy.columns.enrolled}>
                <div>
                  {miamiTime(e.enrolled_at)}
                  {e.checked_in_at && (
                    <>
                      <br />
                      {`${copy.columns.checkIn}: ${miamiTime(e.checked_in_at)}`}
                    </>
                  )}
                </div>
              </td>
              <td data-label={copy.columns.actions} className="roster-table__actions">
                <div>
                  <EnrollmentActions entry={e} targets={targets} busy={busy} on={handlers(e)} />
                  {/* an attendee's certificate, and one issued before her check-in was undone: it went out by mail, so only revoking withdraws it */}
                  {e.certificate_code && certificate?.(e)}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
