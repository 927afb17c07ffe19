/**
 * Where a visit came from, as the browser keeps it (src/lead-source/, docs/product/data.md#lead-sources):
 * the site's capture (first and last touch in the tab's sessionStorage, never a cookie, a click id's
 * presence and not its value, the referrer's origin only), the widgets' capture of the host page, and
 * the `lead_source` field the contact form sends with a widget's partner.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { captureVisit } from '../../../src/lead-source/capture-visit';
import { captureHostPage } from '../../../src/lead-source/capture-host-page';
import { leadSource, leadSourceField } from '../../../src/lead-source/lead-source-store';
import { GetInTouchForm } from '../../../src/contact/get-in-touch-form';
import { setApiBase } from '../../../src/api/http-client';
import { apiPath } from '../../../src/config/clinic';
import { startLeadApi, type LeadApiServer } from '../lead-forms/lead-api-server';
import { setPageUrl, until } from '../lead-forms/on-screen';

const ORIGIN = 'https://clinic.example';
/** where the test page starts: the fake API lets this origin call it */
const START = window.location.href;

/** A page load: its address and the page the browser says it came from. */
function load(url: string, referrer = ''): void {
  setPageUrl(url);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  captureVisit();
}

const stored = () => JSON.parse(sessionStorage.getItem('clinic-lead-source') ?? 'null') as unknown;
const field = () => Object.fromEntries(new URLSearchParams(leadSourceField()));

beforeEach(() => {
  sessionStorage.clear();
  delete leadSource.first;
  delete leadSource.last;
});

describe('the site’s capture', () => {
  it('records the first page of a visit with its tags, and keeps it while the visitor reads on', () => {
    load(`${ORIGIN}/?utm_source=instagram&utm_medium=social&utm_campaign=spring&utm_term=&utm_content=reel-2&ref=abc`);
    const first = { landing_page: '/', utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'spring', utm_content: 'reel-2' };
    expect(stored()).toEqual({ first, last: first });
    load(`${ORIGIN}/treatments`, `${ORIGIN}/`);
    load(`${ORIGIN}/consultation`, `${ORIGIN}/treatments`);
    expect(stored()).toEqual({ first, last: first });
    expect(field()).toEqual({ ...first, ...Object.fromEntries(Object.entries(first).map(([k, v]) => [`last_${k}`, v])) });
    expect(document.cookie).toBe('');
  });

  it('records a search referrer without tags as its origin, never its path or query', () => {
    load(`${ORIGIN}/treatments/neck`, 'https://www.google.com/search?q=endolift+neck');
    expect(stored()).toEqual({
      first: { landing_page: '/treatments/neck', referrer: 'https://www.google.com' },
      last: { landing_page: '/treatments/neck', referrer: 'https://www.google.com' },
    });
  });

  it('keeps the first touch and makes a later tagged arrival the last touch; a click id is recorded by name only', () => {
    load(`${ORIGIN}/`, 'https://www.bing.com/');
    load(`${ORIGIN}/es/treatments?utm_campaign=june&gclid=Cj0KCQ-SECRET`, 'https://mail.example.net/inbox/42');
    expect(stored()).toEqual({
      first: { landing_page: '/', referrer: 'https://www.bing.com' },
      last: { landing_page: '/es/treatments', utm_campaign: 'june', click_id: 'gclid', referrer: 'https://mail.example.net' },
    });
    expect(JSON.stringify(stored())).not.toContain('SECRET');
    expect(leadSourceField()).not.toContain('SECRET');
  });

  it('starts afresh in a new tab (sessionStorage is the tab’s), and survives storage that is blocked', () => {
    load(`${ORIGIN}/?utm_source=tiktok`);
    sessionStorage.clear();
    delete leadSource.first;
    delete leadSource.last;
    load(`${ORIGIN}/locations`);
    expect(stored()).toEqual({ first: { landing_page: '/locations' }, last: { landing_page: '/locations' } });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => load(`${ORIGIN}/`)).not.toThrow();
  });
});

describe('the widgets’ capture', () => {
  it('takes the host page’s origin and path, its tags and click id only, and stores nothing', () => {
    setPageUrl('https://sunset-spa.example/skin/tightening?utm_campaign=june&member=4411&fbclid=IwAR-SECRET#book');
    captureHostPage();
    expect(field()).toEqual({
      landing_page: 'https://sunset-spa.example/skin/tightening',
      utm_campaign: 'june',
      click_id: 'fbclid',
      referrer: 'https://sunset-spa.example',
    });
    expect(sessionStorage.length).toBe(0);
    expect(Object.fromEntries(new URLSearchParams(leadSourceField('sunset-spa')))).toMatchObject({ partner: 'sunset-spa' });
  });
});

describe('a contact form sends the source', () => {
  let api: LeadApiServer;
  beforeAll(async () => {
    api = await startLeadApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('as one lead_source field beside the documented ones, with the partner of its widget', async () => {
    api.reset();
    api.setDefault('/api/form-stamp', { status: 200, body: { success: true, stamp: '1700000000000.c3RhbXA' } });
    api.answer(apiPath('contactus'), { status: 200, body: { success: true, message: 'Thanks!' } });
    setApiBase(api.url);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    load(`${ORIGIN}/?utm_source=instagram&utm_medium=social`);
    setPageUrl(START);
    render(<GetInTouchForm partner="sunset-spa" />);
    const form = screen.getByRole('form', { name: 'Get In Touch' });
    await until(() => expect(form.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe('1700000000000.c3RhbXA'));
    const values: Record<string, string> = { Name: 'Ana Lopez', Email: 'ana@example.com', Phone: '3055550100', 'How can we help you?': 'Hi' };
    for (const [label, value] of Object.entries(values)) fireEvent.input(within(form).getByLabelText(label), { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await until(() => expect(api.to(apiPath('contactus'))).toHaveLength(1));
    const body = api.to(apiPath('contactus'))[0]!.json as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['email', 'form_stamp', 'lead_source', 'message', 'name', 'phone', 'website']);
    expect(Object.fromEntries(new URLSearchParams(String(body.lead_source)))).toEqual({
      landing_page: '/', utm_source: 'instagram', utm_medium: 'social',
      last_landing_page: '/', last_utm_source: 'instagram', last_utm_medium: 'social',
      partner: 'sunset-spa',
    });
    await until(() => expect(within(form).getByLabelText('Name')).toHaveProperty('value', ''));
  });
});
