/**
 * /staff/access-log (owners only, permission 'access_log.read'): who viewed, exported, changed or
 * deleted which patient's data, newest first in Miami time, filtered by person and by Miami days.
 * The filters and the page's cursor live in the address, so a reload, Back or a shared link show
 * the same rows; every read is recorded by the server as a row of the log itself.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { clinicTime, clinicToday, isoTime } from '../format-time';
import { staffCopy } from '../staff-copy';
import { describeAudit } from '../lead/audit-history';
import { DateFilter, FilterSelect } from '../inbox/filter-controls';
import { useSearchData } from '../use-search-data';
import { accessLogApi } from './access-log-api';
import { accessLogCopy as copy } from './access-log-copy';
import type { AccessLogEntryView } from './access-log-types';
import './access-log.css';

interface Filters {
  staff: string;
  from: string;
  to: string;
}

function filtersOf(search: string): Filters {
  const params = new URLSearchParams(search);
  return { staff: params.get('staff') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
}

function searchOf(filters: Filters, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== '') params.set(key, value.trim());
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** the actors that are no staff member (server/staff/lead-retention.ts, server/appointments/lead-status.ts) */
function who(entry: AccessLogEntryView): string {
  if (entry.staff_id === null && entry.actor === 'retention') return staffCopy.audit.retentionActor;
  if (entry.staff_id === null && entry.actor === 'patient') return staffCopy.audit.patientActor;
  return entry.actor;
}

function what(entry: AccessLogEntryView): string {
  if (entry.source === 'log') return copy.own[entry.action]?.(entry.detail) ?? entry.action;
  return describeAudit({ id: entry.id, actor: entry.actor, action: entry.action as Parameters<typeof describeAudit>[0]['action'], detail: entry.detail, created_at: entry.created_at });
}

function EntryRow({ entry }: { entry: AccessLogEntryView }) {
  return (
    <tr>
      <td data-label={copy.table.time}>
        <time dateTime={isoTime(entry.created_at)}>{clinicTime(entry.created_at)}</time>
      </td>
      <td className="access-log-table__who" data-label={copy.table.who}>
        {who(entry)}
      </td>
      <td data-label={copy.table.what}>{what(entry)}</td>
      <td data-label={copy.table.lead}>
        {entry.lead_kind && entry.lead_id !== null ? <Link to={`/staff/leads/${entry.lead_kind}/${entry.lead_id}`}>{copy.leadName(entry.lead_kind, entry.lead_id)}</Link> : copy.table.none}
      </td>
    </tr>
  );
}

export function StaffAccessLogPage() {
  const uid = useId();
  const { search } = useLocation();
  const navigate = useNavigate();
  const applied = filtersOf(search);
  const [draft, setDraft] = useState(applied);
  // the address changed (Back, Clear, a link): the form shows what is applied
  useEffect(() => setDraft(filtersOf(search)), [search]);
  const { data, loading, busy } = useSearchData(accessLogApi.page);
  const today = clinicToday();
  const set = (key: keyof Filters) => (next: string) => setDraft((d) => ({ ...d, [key]: next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/staff/access-log${searchOf(draft)}`);
  };
  const isFirstPage = !new URLSearchParams(search).has('cursor');

  return (
    <div className="staff-page access-log-page" aria-busy={busy}>
      <div>
        <h1 className="staff-page__title">{copy.heading}</h1>
        <p className="staff-page__intro">{copy.intro}</p>
      </div>
      <form className="inbox-filters access-log-filters" aria-label={copy.filters.label} onSubmit={submit}>
        <div className="access-log-filters__fields">
          <FilterSelect
            id={`${uid}-staff`}
            name="staff"
            label={copy.filters.person}
            allLabel={copy.filters.everyone}
            value={draft.staff}
            onChange={set('staff')}
            options={(data?.staff ?? []).map((s) => [String(s.id), s.email] as const)}
          />
          <DateFilter id={`${uid}-from`} name="from" label={copy.filters.from} value={draft.from} onChange={set('from')} max={today} />
          <DateFilter id={`${uid}-to`} name="to" label={copy.filters.to} value={draft.to} onChange={set('to')} max={today} />
        </div>
        <div className="access-log-filters__actions">
          <button type="submit" className="staff-button">
            {copy.filters.apply}
          </button>
          <Link to="/staff/access-log">{copy.filters.clear}</Link>
          <a className="staff-button staff-button--quiet" href={accessLogApi.csvPath(searchOf(applied))} download>
            {copy.csv}
          </a>
        </div>
      </form>
      {loading || !data ? (
        <p>{staffCopy.loading}</p>
      ) : data.entries.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <table className="access-log-table">
          <caption>{copy.table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.table.time}</th>
              <th scope="col">{copy.table.who}</th>
              <th scope="col">{copy.table.what}</th>
              <th scope="col">{copy.table.lead}</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <EntryRow key={`${entry.source}-${entry.id}`} entry={entry} />
            ))}
          </tbody>
        </table>
      )}
      {data && (!isFirstPage || data.older) && (
        <nav className="access-log-pager" aria-label={copy.table.caption}>
          {!isFirstPage && <Link to={`/staff/access-log${searchOf(applied)}`}>{copy.newest}</Link>}
          {data.older && <Link to={`/staff/access-log${searchOf(applied, data.older)}`}>{copy.older}</Link>}
        </nav>
      )}
    </div>
  );
}
