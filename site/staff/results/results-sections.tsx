/**
 * The results page's sections: each a chart and a table of the very same figures. A weekly
 * section has one row per week and one column per source (or partner); a funnel section one row
 * per value with its leads and how many reached each step. A value links to the inbox filtered by it.
 */
import { useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { staffCopy } from '../staff-copy';
import type { FunnelRow, WeeklySeries } from '../staff-types';
import { ResultsChart, type ChartSpec } from './results-chart';
import { INBOX_FILTER, keyLabel, weekLabel, type ResultsDimension } from './results-labels';
import { useStaffMay } from '../staff-access';

const copy = staffCopy.results;
const STEPS = ['leads', 'contacted', 'booked', 'attended', 'closed'] as const;

function Section({ title, chart, children }: { title: string; chart?: ChartSpec; children: ReactNode }) {
  const uid = useId();
  return (
    <section className="staff-panel results-section" aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`}>{title}</h2>
      {chart && <ResultsChart spec={chart} label={copy.chartLabel(title)} />}
      <div className="results-table" role="region" aria-label={copy.tableRegion(title)} tabIndex={0}>
        {children}
      </div>
    </section>
  );
}

function KeyCell({ dimension, value, range }: { dimension: ResultsDimension; value: string | null; range: string }) {
  const label = keyLabel(dimension, value);
  const filter = INBOX_FILTER[dimension];
  // marketing sees the figures, never the leads behind them: no link into the inbox
  const mayOpenInbox = useStaffMay('leads.list');
  if (value === null || value === '' || !filter || !mayOpenInbox) return <>{label}</>;
  const search = new URLSearchParams(range);
  search.set(filter, value);
  return (
    <Link to={`/staff?${search.toString()}`} aria-label={copy.showInInbox(label)}>
      {label}
    </Link>
  );
}

export function WeeklySection({ title, dimension, weeks, series }: { title: string; dimension: ResultsDimension; weeks: string[]; series: WeeklySeries[] }) {
  const chart = useMemo<ChartSpec>(
    () => ({ labels: weeks.map(weekLabel), datasets: series.map((s) => ({ label: keyLabel(dimension, s.key), data: s.counts })), stacked: true }),
    [weeks, series, dimension],
  );
  return (
    <Section title={title} chart={series.length > 0 ? chart : undefined}>
      <table className="results-table__table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.week}</th>
            {series.map((s) => (
              <th scope="col" key={String(s.key)}>
                {keyLabel(dimension, s.key)}
              </th>
            ))}
            <th scope="col">{copy.total}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={week}>
              <th scope="row">{weekLabel(week)}</th>
              {series.map((s) => (
                <td key={String(s.key)}>{s.counts[i] ?? 0}</td>
              ))}
              <td>{series.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{copy.total}</th>
            {series.map((s) => (
              <td key={String(s.key)}>{s.total}</td>
            ))}
            <td>{series.reduce((sum, s) => sum + s.total, 0)}</td>
          </tr>
        </tfoot>
      </table>
    </Section>
  );
}

export function FunnelSection({
  title,
  dimension,
  rows,
  range,
  horizontal,
}: {
  title: string;
  dimension: ResultsDimension;
  rows: FunnelRow[];
  /** the range's query string, kept in the inbox links */
  range: string;
  horizontal?: boolean;
}) {
  const chart = useMemo<ChartSpec>(
    () => ({
      labels: rows.map((r) => keyLabel(dimension, r.key)),
      datasets: STEPS.map((step) => ({ label: copy.columns[step], data: rows.map((r) => r[step]) })),
      horizontal,
    }),
    [rows, dimension, horizontal],
  );
  return (
    <Section title={title} chart={rows.length > 0 ? chart : undefined}>
      <table className="results-table__table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.dimensions[dimension]}</th>
            {STEPS.map((step) => (
              <th scope="col" key={step}>
                {copy.columns[step]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.key)}>
              <th scope="row" className="results-table__key">
                <KeyCell dimension={dimension} value={row.key} range={range} />
              </th>
              {STEPS.map((step) => (
                <td key={step}>{row[step]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
