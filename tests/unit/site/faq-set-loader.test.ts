/**
 * The loader of the home and FAQ pages (site/data/faq-set-loader.ts) after a client-side navigation:
 * it asks the API stand-in for the page's set in the page's language (`?lang=es` and
 * Accept-Language on /es pages) and hands the page its numbered questions; a failed call leaves the
 * page without its FAQ (null) rather than failing the navigation. In the server render it reads
 * the request context instead, and never calls the API.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { setApiBase } from '../../../src/api/http-client';
import { faqSetLoader } from '../../../site/data/faq-set-loader';
import type { SiteRequestContext } from '../../../site/data/request-context';
import { startLeadApi, type LeadApiServer } from '../lead-forms/lead-api-server';

const items = [
  { number: 1, question: 'When will I see my results?', answer: '<p>In 3 to 6 months.</p>' },
  { number: 2, question: 'How long do results last?', answer: '<ul><li>1 to 5 years</li></ul>' },
];

const args = (url: string, context?: unknown) => ({ request: new Request(url), params: {}, context }) as unknown as LoaderFunctionArgs;

describe('the FAQ pages’ loader', () => {
  let api: LeadApiServer;
  beforeAll(async () => {
    api = await startLeadApi();
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => {
    api.reset();
    setApiBase(api.url);
  });

  it('fetches the set of an English page and gives the page its questions', async () => {
    api.setDefault('/api/faq-sets/results_faq', { status: 200, body: { success: true, key: 'results_faq', language: 'en', version: '2', items } });
    expect(await faqSetLoader('results_faq')(args('http://clinic.test/faqs/results_faq'))).toEqual({ faqs: items });
    const [call] = api.to('/api/faq-sets/results_faq');
    expect(call?.headers['accept-language']).toBe('en');
  });

  it('asks for the Spanish set on an /es page', async () => {
    api.setDefault('/api/faq-sets/home', { status: 200, body: { success: true, key: 'home', language: 'es', version: '1', items } });
    expect(await faqSetLoader('home')(args('http://clinic.test/es'))).toEqual({ faqs: items });
    expect(api.to('/api/faq-sets/home')[0]?.headers['accept-language']).toBe('es');
  });

  it('leaves the FAQ out when the call fails, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.setDefault('/api/faq-sets/home', { status: 500, body: { success: false, message: 'Something went wrong. Please try again.' } });
    expect(await faqSetLoader('home')(args('http://clinic.test/'))).toEqual({ faqs: null });
    api.setDefault('/api/faq-sets/all', 'drop');
    expect(await faqSetLoader('all')(args('http://clinic.test/faqs'))).toEqual({ faqs: null });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('reads the set from the server’s request context in the server render, without calling the API', async () => {
    const get = vi.fn(async () => ({ key: 'all', language: 'es' as const, version: '1.1.1', items }));
    const context: SiteRequestContext = { blog: { list: async () => [], get: async () => null }, faqs: { get } };
    expect(await faqSetLoader('all')(args('http://clinic.test/es/faqs', context))).toEqual({ faqs: items });
    expect(get).toHaveBeenCalledWith('all', 'es');
    expect(api.received).toEqual([]);
  });
});
