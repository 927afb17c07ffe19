/**
 * <clinic-faq> and the FAQ sets staff edit (docs/product/api.md#faq-sets): the built bundle on a
 * partner page asks the clinic's API (the stand-in) for the set its `group` names, in the widget's
 * language, and shows it numbered with the first answer open; a named set shows the same way; when
 * the call fails, the clinic's own groups fall back to the questions built beside the bundle and a
 * named set reports clinic:error. Skipped loudly without a build, like widgets-bundle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { resultsFaqs } from '../../../src/content/faq-groups';
import { bundleBuilt, openPartnerPage, partnerSuite, waitFor, type PartnerPage } from '../lead-forms/partner-page';

const built = bundleBuilt();
if (!built) console.warn('FAQ SET WIDGET TESTS SKIPPED: dist/widgets is not built. Run `npm run build:widgets`.');

const suite = partnerSuite('1700000000000.ZmFxLXNldHM');

async function open(body: string, htmlLang?: string) {
  const page = await openPartnerPage(suite.api, body, { htmlLang });
  suite.pages.push(page);
  return page;
}

const shadow = (page: PartnerPage, selector: string) => {
  const root = page.doc.querySelector(selector)?.shadowRoot;
  if (!root) throw new Error(`${selector} has no shadow root`);
  return root;
};

const questions = (root: ShadowRoot) => Array.from(root.querySelectorAll('button[aria-expanded]')).map((b) => b.textContent);

const springOffer = {
  success: true,
  key: 'spring-offer',
  language: 'en',
  version: '3',
  items: [
    { number: 1, question: 'How long does the offer run?', answer: '<p>Until June 20.</p>' },
    { number: 2, question: 'Which areas?', answer: '<ul><li>Neck</li><li>Jawline</li></ul>' },
  ],
};

describe.skipIf(!built)('<clinic-faq> reads FAQ sets from the API', () => {
  it('shows a named set from the API, numbered, the first answer open, its lists as lists', async () => {
    suite.api.setDefault('/api/faq-sets/spring-offer', { status: 200, body: springOffer });
    const page = await open('<clinic-faq group="spring-offer"></clinic-faq>');
    const root = shadow(page, 'clinic-faq');
    await waitFor(() => expect(questions(root)).toEqual(['1.How long does the offer run?', '2.Which areas?']));
    const buttons = root.querySelectorAll('button[aria-expanded]');
    expect(buttons[0]?.getAttribute('aria-expanded')).toBe('true');
    expect(buttons[1]?.getAttribute('aria-expanded')).toBe('false');
    expect(Array.from(root.querySelectorAll('[role="region"] li')).map((li) => li.textContent)).toEqual(['Neck', 'Jawline']);
    const calls = suite.api.to('/api/faq-sets/spring-offer');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['accept-language']).toBe('en');
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:ready').map((e) => e.detail)).toEqual([{ widget: 'faq', instance: 'faq-1', language: 'en' }]));
    expect(page.errors).toEqual([]);
  });

  it('asks for the Spanish set on a Spanish page, and takes a clinic group from the API over the built file', async () => {
    suite.api.setDefault('/api/faq-sets/results_faq', {
      status: 200,
      body: { success: true, key: 'results_faq', language: 'es', version: '7', items: [{ number: 1, question: '¿Pregunta editada?', answer: 'Respuesta editada.' }] },
    });
    const page = await open('<clinic-faq group="results_faq"></clinic-faq>', 'es');
    const root = shadow(page, 'clinic-faq');
    await waitFor(() => expect(questions(root)).toEqual(['1.¿Pregunta editada?']));
    expect(suite.api.to('/api/faq-sets/results_faq')[0]?.headers['accept-language']).toBe('es');
    expect(suite.api.to('/widgets/clinic-faqs-results_faq.es.json')).toEqual([]);
    expect(suite.api.to('/widgets/clinic-faqs-results_faq.json')).toEqual([]);
  });

  it('falls back to the built questions of a clinic group when the API does not answer', async () => {
    suite.api.setDefault('/api/faq-sets/results_faq', 'drop');
    const page = await open('<clinic-faq group="results_faq"></clinic-faq>');
    const root = shadow(page, 'clinic-faq');
    await waitFor(() => expect(questions(root)).toEqual(resultsFaqs.map((f) => `${f.number}.${f.question}`)));
    expect(suite.api.to('/widgets/clinic-faqs-results_faq.json')).toHaveLength(1);
    expect(page.events.filter((e) => e.type === 'clinic:error')).toEqual([]);
  });

  it('reports clinic:error and shows nothing for a named set the API does not know', async () => {
    const page = await open('<clinic-faq group="gone-offer"></clinic-faq>');
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:error').map((e) => e.detail)).toEqual([{ widget: 'faq', instance: 'faq-1', language: 'en' }]));
    expect(suite.api.to('/api/faq-sets/gone-offer')).toHaveLength(1);
    expect(shadow(page, 'clinic-faq').querySelectorAll('button')).toHaveLength(0);
    expect(suite.api.received.filter((r) => r.path.startsWith('/widgets/clinic-faqs-'))).toEqual([]);
  });

  it('treats a group no set could have as the FAQ page’s “View all”', async () => {
    suite.api.setDefault('/api/faq-sets/all', { status: 200, body: { ...springOffer, key: 'all' } });
    const page = await open('<clinic-faq group="../staff?x=1"></clinic-faq>');
    await waitFor(() => expect(questions(shadow(page, 'clinic-faq'))).toHaveLength(2));
    expect(suite.api.received.filter((r) => r.path.startsWith('/api/')).map((r) => r.path).filter((p) => p !== '/api/form-stamp')).toEqual(['/api/faq-sets/all']);
  });
});
