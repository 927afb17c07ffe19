/**
 * The staff side of lead sources (site/staff/): the inbox's source columns and filters, a lead's
 * source shown as text whatever it holds, and the results sections, whose chart (Chart.js, replaced
 * here by a recorder) draws exactly the figures of the table beside it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AsStaff, MARKETING } from './staff-access-fixtures';
import { LeadTable } from '../../../site/staff/inbox/lead-table';
import { InboxFilters } from '../../../site/staff/inbox/inbox-filters';
import { LeadSourceFields } from '../../../site/staff/lead/lead-source-fields';
import { FunnelSection, WeeklySection } from '../../../site/staff/results/results-sections';
import type { InboxFilterValues, LeadSummary, LeadTouch } from '../../../site/staff/staff-types';

const drawn: { labels: string[]; datasets: { label: string; data: number[] }[] }[] = [];
vi.mock('../../../site/staff/results/chart-setup', () => ({
  Chart: class {
    constructor(_canvas: HTMLCanvasElement, config: { data: { labels: string[]; datasets: { label: string; data: number[] }[] } }) {
      drawn.push({ labels: config.data.labels, datasets: config.data.datasets.map(({ label, data }) => ({ label, data })) });
    }
    destroy() {}
  },
}));

afterEach(() => {
  cleanup();
  drawn.length = 0;
});

const HOSTILE = '<img src=x onerror="window.hacked=1">';

const lead = (over: Partial<LeadSummary>): LeadSummary => ({
  kind: 'consultation', id: 7, name: 'Camila Ortiz', email: 'c@example.com', phone: '3055550123', status: 'new', language: 'en',
  created_at: Date.UTC(2026, 2, 1, 15), has_note: false, has_photo: true, source: '', medium: '', campaign: '', partner: '', landing_page: '', ...over,
});

const noTouch: LeadTouch = { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '', click_id: '', referrer: '', landing_page: '' };

describe('the inbox’s source columns and filters', () => {
  it('reads source / medium / campaign, partner and landing page, "direct" for a visit without any', () => {
    render(
      <MemoryRouter>
        <LeadTable leads={[lead({ source: 'instagram', medium: 'social', campaign: 'spring', landing_page: '/' }), lead({ id: 8, name: 'Ana Ruiz', partner: 'sunset-spa', landing_page: 'https://spa.example/skin/' })]} />
      </MemoryRouter>,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getAllByRole('cell').slice(-3).map((c) => c.textContent)).toEqual(['instagram / social / spring', '', '/']);
    expect(within(second!).getAllByRole('cell').slice(-3).map((c) => c.textContent)).toEqual(['direct', 'sunset-spa', 'https://spa.example/skin/']);
    expect(screen.getByRole('columnheader', { name: 'Source / medium / campaign' })).toBeTruthy();
  });

  it('shows a stored value as text, never as markup', () => {
    render(
      <MemoryRouter>
        <LeadTable leads={[lead({ source: HOSTILE, landing_page: HOSTILE })]} />
        <LeadSourceFields source={{ source: HOSTILE, partner: HOSTILE, first: { ...noTouch, utm_campaign: HOSTILE, landing_page: '/' }, last: noTouch }} />
      </MemoryRouter>,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByText(HOSTILE, { exact: false }).length).toBeGreaterThan(0);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('puts the five source filters into what it applies', () => {
    const empty: InboxFilterValues = { q: '', kind: '', status: '', language: '', from: '', to: '', source: '', medium: '', campaign: '', partner: '', landing_page: '' };
    const onApply = vi.fn();
    render(
      <MemoryRouter>
        <InboxFilters value={empty} onApply={onApply} />
      </MemoryRouter>,
    );
    const group = screen.getByRole('group', { name: 'Where the lead came from' });
    const values = { Source: 'instagram', Medium: 'social', Campaign: 'spring', Partner: 'sunset-spa', 'Landing page': '/treatments' };
    for (const [label, value] of Object.entries(values)) fireEvent.change(within(group).getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ ...empty, source: 'instagram', medium: 'social', campaign: 'spring', partner: 'sunset-spa', landing_page: '/treatments' });
  });
});

describe('the results sections', () => {
  it('a weekly section: the chart draws the table’s figures, one stack per week, "Direct" and "All others" named', async () => {
    const series = [
      { key: 'instagram', counts: [3, 0, 2], total: 5 },
      { key: '', counts: [1, 1, 1], total: 3 },
      { key: null, counts: [0, 2, 0], total: 2 },
    ];
    render(
      <MemoryRouter>
        <WeeklySection title="Leads per week by source" dimension="source" weeks={['2026-01-05', '2026-01-12', '2026-01-19']} series={series} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(drawn).toHaveLength(1));
    const table = screen.getByRole('table', { name: 'Leads per week by source' });
    const rows = within(table).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Week of', 'instagram', 'Direct', 'All others', 'Total'],
      ['Jan 5, 2026', '3', '1', '0', '4'],
      ['Jan 12, 2026', '0', '1', '2', '3'],
      ['Jan 19, 2026', '2', '1', '0', '3'],
      ['Total', '5', '3', '2', '10'],
    ]);
    expect(drawn[0]).toEqual({
      labels: ['Jan 5, 2026', 'Jan 12, 2026', 'Jan 19, 2026'],
      datasets: [
        { label: 'instagram', data: [3, 0, 2] },
        { label: 'Direct', data: [1, 1, 1] },
        { label: 'All others', data: [0, 2, 0] },
      ],
    });
    expect(screen.getByRole('img', { name: 'Chart: Leads per week by source. The same figures are in the table that follows.' }).tagName).toBe('CANVAS');
  });

  it('a funnel section: the chart draws the table’s figures, and a value links to the inbox for the same days', async () => {
    const rows = [
      { key: 'sunset-spa', leads: 9, contacted: 7, booked: 4, attended: 3, closed: 1 },
      { key: '', leads: 20, contacted: 10, booked: 5, attended: 2, closed: 6 },
    ];
    render(
      <MemoryRouter>
        <AsStaff>
          <FunnelSection title="Funnel by partner" dimension="partner" rows={rows} range="from=2026-01-05&to=2026-03-15" />
        </AsStaff>
      </MemoryRouter>,
    );
    await waitFor(() => expect(drawn).toHaveLength(1));
    const table = screen.getByRole('table', { name: 'Funnel by partner' });
    expect(within(table).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['Partner', 'Leads', 'Contacted', 'Booked', 'Attended', 'Closed'],
      ['sunset-spa', '9', '7', '4', '3', '1'],
      ['No partner', '20', '10', '5', '2', '6'],
    ]);
    expect(drawn[0]).toEqual({
      labels: ['sunset-spa', 'No partner'],
      datasets: [
        { label: 'Leads', data: [9, 20] },
        { label: 'Contacted', data: [7, 10] },
        { label: 'Booked', data: [4, 5] },
        { label: 'Attended', data: [3, 2] },
        { label: 'Closed', data: [1, 6] },
      ],
    });
    const link = within(table).getByRole('link', { name: 'Show the leads of sunset-spa in the inbox' });
    expect(link.getAttribute('href')).toBe('/staff?from=2026-01-05&to=2026-03-15&partner=sunset-spa');
    expect(screen.getByRole('region', { name: 'Table: Funnel by partner' }).getAttribute('tabindex')).toBe('0');
  });

  it('shows marketing the same figures without a link into the inbox, which is not its role’s', () => {
    const rows = [{ key: 'sunset-spa', leads: 9, contacted: 7, booked: 4, attended: 3, closed: 1 }];
    render(
      <MemoryRouter>
        <AsStaff permissions={MARKETING}>
          <FunnelSection title="Funnel by partner" dimension="partner" rows={rows} range="from=2026-01-05&to=2026-03-15" />
        </AsStaff>
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Funnel by partner' });
    expect(within(table).getByText('sunset-spa')).toBeTruthy();
    expect(within(table).queryAllByRole('link')).toEqual([]);
  });
});
