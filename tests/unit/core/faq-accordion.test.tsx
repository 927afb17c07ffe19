/**
 * The FAQ accordion (docs/product/screens.md, docs/product/behaviour.md): first item open, a click toggles, one open at a time, HTML
 * answers with lists, the intro hidden by the info flag, the numbers of the items, and the
 * button/region wiring screen readers rely on.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FaqAccordion } from '../../../src/faq/faq-accordion';
import { allFaqs, homeFaqs, treatmentFaqs } from '../../../src/content/faqs';

const buttons = () => screen.getAllByRole('button');
const openRegions = () => screen.queryAllByRole('region');

describe('FaqAccordion', () => {
  it('opens the first item at start and only that one', () => {
    render(<FaqAccordion items={[...treatmentFaqs]} />);
    expect(buttons().map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false']);
    expect(openRegions()).toHaveLength(1);
    expect(openRegions()[0]?.textContent).toBe(treatmentFaqs[0].answer);
  });

  it('closes the open item when it is clicked, and opens it again on the next click', () => {
    render(<FaqAccordion items={[...treatmentFaqs]} />);
    fireEvent.click(buttons()[0]!);
    expect(buttons().every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(openRegions()).toHaveLength(0);
    fireEvent.click(buttons()[0]!);
    expect(buttons()[0]?.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps one item open at a time', () => {
    render(<FaqAccordion items={[...treatmentFaqs]} />);
    fireEvent.click(buttons()[2]!);
    expect(buttons().map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true', 'false']);
    expect(openRegions()).toHaveLength(1);
    expect(openRegions()[0]?.textContent).toBe(treatmentFaqs[2].answer);
  });

  it('wires each question button to its answer region', () => {
    render(<FaqAccordion items={[...treatmentFaqs]} idPrefix="tfaq" />);
    const first = buttons()[0]!;
    expect(first.closest('h3')).not.toBeNull();
    expect(first.id).toBe('tfaq-q0');
    expect(first.getAttribute('aria-controls')).toBe('tfaq-a0');
    const region = screen.getByRole('region', { name: new RegExp(treatmentFaqs[0].question) });
    expect(region.id).toBe('tfaq-a0');
    expect(region.getAttribute('aria-labelledby')).toBe('tfaq-q0');
    const hidden = document.getElementById('tfaq-a1');
    expect(hidden?.hidden).toBe(true);
    expect(hidden?.getAttribute('aria-labelledby')).toBe('tfaq-q1');
  });

  it('puts the questions in h2 headings when asked', () => {
    render(<FaqAccordion items={[...treatmentFaqs]} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('renders HTML answers, lists included, from `ans`', () => {
    render(<FaqAccordion items={[...homeFaqs]} />);
    fireEvent.click(screen.getByRole('button', { name: /Which areas can be treated\?/ }));
    const region = screen.getByRole('region', { name: /Which areas can be treated\?/ });
    const items = within(region).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(3);
    expect(items[0]?.textContent).toContain('under the chin');
    expect(region.innerHTML).not.toContain('&lt;ul');
  });

  it('shows the numbers of the items: 1 to 13 continuously in the View-all list', () => {
    render(<FaqAccordion items={allFaqs()} />);
    expect(buttons()).toHaveLength(13);
    expect(buttons().map((b) => b.querySelector('.clinic-faq__number')?.textContent)).toEqual(
      Array.from({ length: 13 }, (_, i) => `${i + 1}.`),
    );
  });

  it('shows the 15 home questions', () => {
    render(<FaqAccordion items={[...homeFaqs]} />);
    expect(buttons()).toHaveLength(15);
  });

  it('shows the intro, and hides it when the info flag is set', () => {
    const intro = 'Everything you wanted to know before your first visit.';
    const { unmount } = render(<FaqAccordion items={[...treatmentFaqs]} intro={intro} />);
    expect(screen.getByText(intro)).toBeTruthy();
    unmount();
    render(<FaqAccordion items={[...treatmentFaqs]} intro={intro} info />);
    expect(screen.queryByText(intro)).toBeNull();
  });

  it('works from the keyboard: Enter and Space on a question toggle it', () => {
    render(<FaqAccordion items={[...treatmentFaqs]} />);
    const second = buttons()[1]!;
    second.focus();
    expect(document.activeElement).toBe(second);
    // a <button> turns Enter and Space into a click
    expect(second.tagName).toBe('BUTTON');
    expect(second.getAttribute('type')).toBe('button');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
  });
});
