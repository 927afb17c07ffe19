/**
 * /staff: every lead, newest first, with the filter form, the export and the pager. The leads are
 * fetched in the browser (the server-rendered page is the same for everyone and never holds
 * patient data); the filters and the page are in the URL.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { clinicToday } from '../format-time';
import { ExportButton } from './export-button';
import { InboxFilters } from './inbox-filters';
import { filtersFrom, inboxSearch } from './inbox-params';
import { LeadTable } from './lead-table';
import { staffApi } from '../staff-api';
import { staffCopy } from '../staff-copy';
import { useSearchData } from '../use-search-data';
import { useStaffMay } from '../staff-access';

const copy = staffCopy.inbox;

export function StaffInboxPage() {
  const uid = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const filters = useMemo(() => filtersFrom(params), [params]);
  const { data: list, loading, busy } = useSearchData(staffApi.leads);
  const [today, setToday] = useState<string | undefined>(undefined);
  const mayExport = useStaffMay('leads.export');

  useEffect(() => setToday(clinicToday()), []);

  return (
    <div className="staff-page">
      <div className="staff-page__head">
        <div>
          <h1 className="staff-page__title">{copy.heading}</h1>
          <p className="staff-page__intro">{copy.intro}</p>
        </div>
        {mayExport && (
          <div className="staff-page__tools">
            <ExportButton filters={filters} hintId={`${uid}-export-hint`} />
            <p className="staff-page__hint" id={`${uid}-export-hint`}>
              {copy.exportHint}
            </p>
          </div>
        )}
      </div>

      <InboxFilters value={filters} today={today} onApply={(next) => void navigate(`/staff${inboxSearch(next)}`)} />

      <section className="inbox-results" aria-labelledby={`${uid}-results`} aria-busy={busy}>
        <h2 id={`${uid}-results`} className="visually-hidden">
          {copy.caption}
        </h2>
        <p className="inbox-results__count" role="status">
          {list ? (list.leads.length === 0 ? copy.empty : copy.count(list.leads.length)) : loading ? staffCopy.loading : ''}
        </p>
        {list && list.leads.length > 0 && <LeadTable leads={list.leads} />}
        {list && (list.newer || list.older) && (
          <nav className="inbox-pager" aria-label={copy.pages}>
            {list.newer ? (
              <Link className="staff-link-button" to={`/staff${inboxSearch(filters, { after: list.newer })}`}>
                {copy.newer}
              </Link>
            ) : (
              <span />
            )}
            {list.older && (
              <Link className="staff-link-button" to={`/staff${inboxSearch(filters, { before: list.older })}`}>
                {copy.older}
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
