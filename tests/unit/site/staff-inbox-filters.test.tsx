/**
 * The inbox's filters on a phone (docs/product/screens.md "Staff inbox"): the eleven fields fold
 * behind one 'Filters' button that says how many filters are set, so the first lead is what a
 * phone shows first; the button opens and closes them, and applying folds them away again.
 * From 760 px the fields are always shown and the button is not (staff.css; tests/e2e/staff-inbox.e2e.ts
 * looks at a phone).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { InboxFilters } from '../../../site/staff/inbox/inbox-filters';
import type { InboxFilterValues } from '../../../site/staff/staff-types';

afterEach(cleanup);

const none: InboxFilterValues = { q: '', kind: '', status: '', language: '', from: '', to: '', source: '', medium: '', campaign: '', partner: '', landing_page: '' };
const show = (value: InboxFilterValues, onApply = vi.fn()) =>
  render(
    <MemoryRouter>
      <InboxFilters value={value} onApply={onApply} />
    </MemoryRouter>,
  );
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('the inbox filters on a phone', () => {
  it('fold behind a Filters button that tells how many are set', () => {
    show({ ...none, status: 'new', source: 'instagram', q: 'rosa' });
    const button = screen.getByRole('button', { name: 'Filters 3 set' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = panelOf(button);
    expect(panel.className).toBe('inbox-filters__panel');
    // every one of the eleven fields is in the folded panel
    expect(panel.querySelectorAll('input, select')).toHaveLength(11);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).toBe('inbox-filters__panel inbox-filters__panel--open');
  });

  it('say only "Filters" when none is set, and fold again once applied', () => {
    const onApply = vi.fn();
    show(none, onApply);
    const button = screen.getByRole('button', { name: 'Filters' });
    fireEvent.click(button);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'booked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect((onApply.mock.calls[0]?.[0] as InboxFilterValues).status).toBe('booked');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
