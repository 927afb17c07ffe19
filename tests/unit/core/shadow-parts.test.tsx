/** `part` attributes are for a widget's shadow root only: the site's markup carries none. */
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingSection } from '../../../src/booking/booking-section';
import { FaqAccordion } from '../../../src/faq/faq-accordion';
import { homeFaqs } from '../../../src/content/home-faqs';
import { ShadowPartsContext } from '../../../src/parts/shadow-parts';

// the booking form asks for its form stamp when it mounts; these specs need no answer
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('::part names', () => {
  it('are left out on the site', () => {
    const { container } = render(
      <>
        <BookingSection />
        <FaqAccordion items={homeFaqs} idPrefix="faq" />
      </>,
    );
    expect(container.querySelectorAll('[part]')).toHaveLength(0);
  });

  it('are there inside a widget, on the form, its fields, its button and each question', () => {
    const { container } = render(
      <ShadowPartsContext.Provider value={true}>
        <BookingSection />
        <FaqAccordion items={homeFaqs} idPrefix="faq" />
      </ShadowPartsContext.Provider>,
    );
    const parts = new Set(Array.from(container.querySelectorAll('[part]')).flatMap((n) => (n.getAttribute('part') ?? '').split(' ')));
    for (const name of ['booking', 'form', 'field', 'label', 'control', 'button', 'submit', 'faq', 'question', 'answer']) expect(parts).toContain(name);
  });
});
