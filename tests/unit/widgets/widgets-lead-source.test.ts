/**
 * The built widget bundle on a partner's page sends where the visit came from (src/lead-source/):
 * the host page's origin and path, its `utm_*` tags (no other part of its query), and the element's
 * `partner` attribute, in the one `lead_source` field (with `test_mode=1` on a page in test mode);
 * `clinic:success` carries none of it back.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { apiPath } from '../../../src/config/clinic';
import { field } from '../lead-forms/lead-api-server';
import { bundleBuilt, openPartnerPage, pickFile, serveBundle, typeInto, waitFor, partnerSuite, type PartnerPage } from '../lead-forms/partner-page';

const BOOK = apiPath('scheduleconversation');
const CONTACT = apiPath('contactus');
const STAMP = '/api/form-stamp';
const SPA_URL = 'http://spa.partner.test/skin/tightening.html?utm_campaign=june&utm_source=spa-newsletter&member=4411#book';

const suite = partnerSuite('1700000000000.YnVuZGxl');

const shadow = (page: PartnerPage, selector: string) => {
  const root = page.doc.querySelector(selector)?.shadowRoot;
  if (!root) throw new Error(`${selector} has no shadow root`);
  return root;
};
const sourceOf = (value: string | undefined) => Object.fromEntries(new URLSearchParams(value ?? ''));

describe.skipIf(!bundleBuilt())('the widgets send the lead’s source', () => {
  it('a booking: the host page’s origin, path and tags, and the partner attribute; clinic:success carries none of it', async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Thank you!' } });
    const page = await openPartnerPage(suite.api, '<clinic-booking partner="sunset-spa"></clinic-booking>', { url: SPA_URL });
    suite.pages.push(page);
    const root = shadow(page, 'clinic-booking');
    await waitFor(() => expect(root.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe('1700000000000.YnVuZGxl'));
    typeInto(page.win, root.querySelector('input[name="first_name"]'), 'Mia');
    typeInto(page.win, root.querySelector('input[name="last_name"]'), 'Chen');
    typeInto(page.win, root.querySelector('input[name="email"]'), 'mia@example.com');
    typeInto(page.win, root.querySelector('input[name="phone"]'), '3055550111');
    typeInto(page.win, root.querySelector('textarea[name="message"]'), 'Neck.');
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c88' } }).jpeg().toBuffer();
    pickFile(page.win, root.querySelector('input[type="file"]'), new page.win.File([new Uint8Array(jpeg)], 'me.jpg', { type: 'image/jpeg' }));
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(page.events.some((e) => e.type === 'clinic:success')).toBe(true));
    expect(sourceOf(field(suite.api.to(BOOK)[0]!, 'lead_source'))).toEqual({
      landing_page: 'http://spa.partner.test/skin/tightening.html',
      utm_campaign: 'june',
      utm_source: 'spa-newsletter',
      referrer: 'http://spa.partner.test',
      partner: 'sunset-spa',
    });
    expect(page.events.find((e) => e.type === 'clinic:success')?.detail).toEqual({ widget: 'booking', instance: 'booking-1', language: 'en' });
    expect(JSON.stringify(page.events)).not.toMatch(/sunset|june|newsletter|tightening/);
  });

  it('a contact message, with the partner read when it is sent (the attribute is live)', async () => {
    suite.api.answer(CONTACT, { status: 200, body: { success: true, message: 'Thanks!' } });
    const page = await openPartnerPage(suite.api, '<clinic-contact partner="sunset-spa"></clinic-contact>', { url: SPA_URL });
    suite.pages.push(page);
    const host = page.doc.querySelector('clinic-contact')!;
    const root = shadow(page, 'clinic-contact');
    await waitFor(() => expect(root.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe('1700000000000.YnVuZGxl'));
    host.setAttribute('partner', 'palm-court-spa');
    await page.settle();
    typeInto(page.win, root.querySelector('input[name="name"]'), 'Ana Lopez');
    typeInto(page.win, root.querySelector('input[name="email"]'), 'ana@example.com');
    typeInto(page.win, root.querySelector('input[name="phone"]'), '3055550100');
    typeInto(page.win, root.querySelector('textarea[name="message"]'), 'Hello');
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(suite.api.to(CONTACT)).toHaveLength(1));
    const body = suite.api.to(CONTACT)[0]!.json as Record<string, string>;
    expect(sourceOf(body.lead_source)).toMatchObject({ partner: 'palm-court-spa', utm_campaign: 'june', landing_page: 'http://spa.partner.test/skin/tightening.html' });
    expect(body.lead_source).not.toContain('member');
  });

  it('a page in test mode (window.ClinicWidgets = { testMode: true }) marks each lead test_mode=1; a page without it never does', async () => {
    suite.api.answer(CONTACT, { status: 200, body: { success: true, message: 'Thanks!' } });
    const send = async (beforeScript?: string) => {
      suite.api.reset();
      serveBundle(suite.api);
      suite.api.setDefault(STAMP, { status: 200, body: { success: true, stamp: '1700000000000.YnVuZGxl' } });
      suite.api.answer(CONTACT, { status: 200, body: { success: true, message: 'Thanks!' } });
      const page = await openPartnerPage(suite.api, '<clinic-contact></clinic-contact>', { url: SPA_URL, beforeScript });
      suite.pages.push(page);
      const root = shadow(page, 'clinic-contact');
      await waitFor(() => expect(root.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe('1700000000000.YnVuZGxl'));
      typeInto(page.win, root.querySelector('input[name="name"]'), 'Ana Lopez');
      typeInto(page.win, root.querySelector('input[name="email"]'), 'ana@example.com');
      typeInto(page.win, root.querySelector('input[name="phone"]'), '3055550100');
      typeInto(page.win, root.querySelector('textarea[name="message"]'), 'Hello');
      (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
      await waitFor(() => expect(page.events.some((e) => e.type === 'clinic:success')).toBe(true));
      return sourceOf((suite.api.to(CONTACT)[0]!.json as Record<string, string>).lead_source);
    };
    expect(await send('window.ClinicWidgets = { testMode: true };')).toMatchObject({ test_mode: '1', utm_campaign: 'june' });
    expect(await send()).not.toHaveProperty('test_mode');
  });
});
