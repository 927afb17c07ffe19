/** The staff inbox shows each lead's language and filters by it (docs/decisions/0013-languages-in-the-api-and-data.md); staff copy stays English. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LeadTable } from '../../../site/staff/inbox/lead-table';
import { InboxFilters } from '../../../site/staff/inbox/inbox-filters';
import { filtersFrom, inboxSearch } from '../../../site/staff/inbox/inbox-params';
import type { InboxFilterValues, LeadSummary } from '../../../site/staff/staff-types';

afterEach(cleanup);

const lead = (id: number, language: string): LeadSummary => ({
  kind: 'contact',
  id,
  name: `Patient ${id}`,
  email: `p${id}@example.com`,
  phone: '3055550123',
  status: 'new',
  language,
  created_at: Date.UTC(2026, 2, 1, 15),
  has_note: false,
  has_photo: false,
  source: '',
  medium: '',
  campaign: '',
  partner: '',
  landing_page: '',
});

describe('staff inbox: languages', () => {
  it('shows a Language column with each lead\'s language in words', () => {
    render(
      <MemoryRouter>
        <LeadTable leads={[lead(1, 'es'), lead(2, 'en')]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: 'Language' })).toBeTruthy();
    const [, spanishRow, englishRow] = screen.getAllByRole('row');
    expect(within(spanishRow!).getByText('Spanish').closest('td')?.getAttribute('data-label')).toBe('Language');
    expect(within(englishRow!).getByText('English')).toBeTruthy();
  });

  it('offers a language filter that goes into the URL', () => {
    const empty: InboxFilterValues = { q: '', kind: '', status: '', language: '', from: '', to: '', source: '', medium: '', campaign: '', partner: '', landing_page: '' };
    const onApply = vi.fn();
    render(
      <MemoryRouter>
        <InboxFilters value={empty} onApply={onApply} />
      </MemoryRouter>,
    );
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'All languages'],
      ['en', 'English'],
      ['es', 'Spanish'],
    ]);
    fireEvent.change(select, { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const applied = onApply.mock.calls[0]?.[0] as InboxFilterValues;
    expect(applied.language).toBe('es');
    expect(inboxSearch(applied)).toBe('?language=es');
    expect(filtersFrom(new URLSearchParams('language=es&status=new'))).toMatchObject({ language: 'es', status: 'new' });
  });
});
