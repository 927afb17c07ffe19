/**
 * /staff/results: where leads came from (docs/product/screens.md#results-by-source). The figures are
 * fetched in the browser for the days in the URL (the server-rendered page holds no data, like the
 * inbox); each section is a chart and a table of the same figures.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clinicToday } from '../format-time';
import { staffApi } from '../staff-api';
import { staffCopy } from '../staff-copy';
import { useSearchData } from '../use-search-data';
import { ResultsRangeForm, type ResultsRangeValues } from './results-range-form';
import { FunnelSection, WeeklySection } from './results-sections';
import { weekLabel } from './results-labels';

const copy = staffCopy.results;
const RANGE_KEYS = ['from', 'to', 'kind'] as const;

function rangeSearch(values: ResultsRangeValues): string {
  const params = new URLSearchParams();
  for (const key of RANGE_KEYS) if (values[key].trim()) params.set(key, values[key].trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function StaffResultsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const range = useMemo<ResultsRangeValues>(() => ({ from: params.get('from') ?? '', to: params.get('to') ?? '', kind: params.get('kind') ?? '' }), [params]);
  const { data: results, loading, busy } = useSearchData(staffApi.results);
  const [today, setToday] = useState<string | undefined>(undefined);

  useEffect(() => setToday(clinicToday()), []);

  // the inbox links keep the days the figures are for
  const inboxRange = results ? new URLSearchParams({ from: results.from, to: results.to, ...(results.kind ? { kind: results.kind } : {}) }).toString() : '';
  const s = copy.sections;

  return (
    <div className="staff-page results-page">
      <div className="staff-page__head">
        <div>
          <h1 className="staff-page__title">{copy.heading}</h1>
          <p className="staff-page__intro">{copy.intro}</p>
        </div>
      </div>
      <ResultsRangeForm value={range} today={today} onApply={(next) => void navigate(`/staff/results${rangeSearch(next)}`)} />
      <div className="results-page__body" aria-busy={busy}>
        <p className="inbox-results__count" role="status">
          {results ? copy.summary(weekLabel(results.from), weekLabel(results.to), results.total) : loading ? staffCopy.loading : ''}
        </p>
        {results && results.total === 0 && <p>{copy.empty}</p>}
        {results && results.total > 0 && (
          <>
            <p className="staff-page__hint">{copy.funnelNote}</p>
            <div className="results-page__sections">
              <WeeklySection title={s.weeklySource} dimension="source" weeks={results.weeks} series={results.weekly.source} />
              <WeeklySection title={s.weeklyPartner} dimension="partner" weeks={results.weeks} series={results.weekly.partner} />
              <FunnelSection title={s.funnelSource} dimension="source" rows={results.funnel.source} range={inboxRange} />
              <FunnelSection title={s.funnelPartner} dimension="partner" rows={results.funnel.partner} range={inboxRange} />
              <FunnelSection title={s.funnelCampaign} dimension="campaign" rows={results.funnel.campaign} range={inboxRange} />
              <FunnelSection title={s.landingPages} dimension="landing_page" rows={results.funnel.landing_page} range={inboxRange} horizontal />
              <FunnelSection title={s.languages} dimension="language" rows={results.funnel.language} range={inboxRange} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
