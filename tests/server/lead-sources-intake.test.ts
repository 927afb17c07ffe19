/**
 * Where a lead came from, as the lead forms send it (`lead_source`, server/lead-sources/): stored in
 * the lead's own columns on both calls; reduced to an origin (referrer) or a path (landing page);
 * a click id's presence kept, never its value (also out of `form_page_name`); and hostile values
 * (10 KB strings, control characters, markup, bytes that are not UTF-8, objects) cut or dropped
 * while the lead itself is stored, never a 5xx. A client sending only the documented fields is
 * served as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { NO_SOURCE } from '../../server/db/lead-source-columns';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { uniqueEmail } from './helpers/accounts';
import { makeJpeg } from './helpers/images';
import { rawPost } from './helpers/test-client';

const CONTACT_RECEIVED = { success: true, message: 'Thank you for your message. We will get back to you shortly.' };
const BOOKED = { success: true, message: 'Thank you! Your consultation request has been received. We will contact you shortly.' };

const sourceOf = (row: Record<string, unknown>) => Object.fromEntries(Object.keys(NO_SOURCE).map((k) => [k, row[k]]));

describe.each(dialects)('lead sources at intake (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    jpeg = await makeJpeg({ width: 64, height: 48 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const contactRow = (email: string) => t.app.db.selectFrom('contact_messages').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const consultationRow = (email: string) => t.app.db.selectFrom('consultation_requests').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  async function contact(extra: Record<string, unknown>) {
    const email = uniqueEmail('source');
    const res = await t.client().post(apiPath('contactus'), { name: 'Maria Gonzalez', email, phone: '3055550123', message: 'Neck, please.', ...extra });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(CONTACT_RECEIVED);
    return contactRow(email);
  }

  async function book(extra: Record<string, string>) {
    const email = uniqueEmail('source');
    const form = new FormData();
    const fields = { first_name: 'Lucia', last_name: 'Fernandez', email, phone: '3055550188', message: 'Jawline.', form_page_name: 'https://clinic.example/consultation', ...extra };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'converted_image.jpg');
    const res = await t.client().postForm(apiPath('scheduleconversation'), form);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(BOOKED);
    return consultationRow(email);
  }

  it('stores both touches of a contact message in their own columns, the source being utm_source', async () => {
    const lead_source = new URLSearchParams({
      utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'spring', utm_term: 'skin tightening', utm_content: 'story-2',
      landing_page: '/', last_utm_source: 'newsletter', last_utm_medium: 'email', last_utm_campaign: 'june', last_click_id: 'gclid',
      last_referrer: 'https://mail.example.com', last_landing_page: '/treatments',
    }).toString();
    const row = await contact({ lead_source });
    expect(sourceOf(row)).toEqual({
      ...NO_SOURCE,
      source: 'instagram', utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'spring', utm_term: 'skin tightening', utm_content: 'story-2',
      landing_page: '/', last_utm_source: 'newsletter', last_utm_medium: 'email', last_utm_campaign: 'june', last_click_id: 'gclid',
      last_referrer: 'https://mail.example.com', last_landing_page: '/treatments',
    });
  });

  it('records a search referrer without tags as that origin, and keeps no path, query or full URL', async () => {
    const lead_source = new URLSearchParams({
      referrer: 'https://www.google.com/search?q=endolift+miami&ved=x',
      landing_page: 'https://ignored.example/treatments/neck?utm_source=x&email=rosa%40example.com#top',
    }).toString();
    const row = await contact({ lead_source });
    expect(sourceOf(row)).toMatchObject({ source: 'https://www.google.com', referrer: 'https://www.google.com', landing_page: 'https://ignored.example/treatments/neck', utm_source: '' });
    for (const value of Object.values(sourceOf(row))) expect(String(value)).not.toMatch(/[?#]|q=|rosa/);
  });

  it('keeps a landing path on the site without its query, and treats the site itself as no referrer', async () => {
    const lead_source = new URLSearchParams({ referrer: `${t.baseUrl}/treatments`, landing_page: `${t.baseUrl}/es/treatments?gclid=abc123`, click_id: 'GCLID' }).toString();
    const row = await contact({ lead_source });
    expect(sourceOf(row)).toMatchObject({ source: '', referrer: '', landing_page: '/es/treatments', click_id: 'gclid' });
  });

  it('stores a widget booking with its partner, the partner page’s origin and path, and its campaign', async () => {
    const lead_source = new URLSearchParams({ utm_campaign: 'June', referrer: 'https://sunset-spa.example', landing_page: 'https://sunset-spa.example/skin/?utm_campaign=June', partner: 'Sunset-Spa' }).toString();
    const row = await book({ lead_source, form_page_name: 'https://sunset-spa.example/skin/?utm_campaign=June&gclid=SECRET-CLICK&x=1' });
    expect(sourceOf(row)).toEqual({
      ...NO_SOURCE,
      source: 'https://sunset-spa.example', utm_campaign: 'june', referrer: 'https://sunset-spa.example', landing_page: 'https://sunset-spa.example/skin/', partner: 'sunset-spa',
    });
    // the page address without its query: the campaign is in its column, the click id's value nowhere
    expect(row.form_page_name).toBe('https://sunset-spa.example/skin/');
  });

  it('stores the page a form was sent from without its query or fragment: a partner page’s ?email= is not kept', async () => {
    const row = await book({ form_page_name: 'https://sunset-spa.example/book?email=rosa%40example.com&phone=3055550123#form' });
    expect(row.form_page_name).toBe('https://sunset-spa.example/book');
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('rosa%40example.com');
    expect(stored).not.toContain('3055550123');
  });

  it('serves a client that sends exactly the documented fields: every source column empty', async () => {
    expect(sourceOf(await contact({}))).toEqual(NO_SOURCE);
    expect(sourceOf(await book({}))).toEqual(NO_SOURCE);
  });

  it('cuts 10 KB values, tidies control characters, drops markup and garbage, and still stores the lead', async () => {
    const long = 'a'.repeat(10_240);
    const lead_source = [
      `utm_source=${long}`,
      `utm_medium=${encodeURIComponent('so\u0000ci\u0007al\r\n\u202e')}`,
      `utm_campaign=${encodeURIComponent('<script>alert(1)</script>')}`,
      `utm_term=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
      `utm_content=${encodeURIComponent('bad\uFFFDbytes')}`,
      `click_id=${encodeURIComponent('javascript:alert(1)')}`,
      `referrer=${encodeURIComponent('javascript:alert(document.cookie)')}`,
      `landing_page=${encodeURIComponent('/treatments/<script>alert(1)</script>')}`,
      `partner=${encodeURIComponent('"><svg onload=alert(1)>')}`,
    ].join('&');
    const row = await contact({ lead_source });
    expect(sourceOf(row)).toEqual({
      ...NO_SOURCE,
      source: 'a'.repeat(100),
      utm_source: 'a'.repeat(100),
      utm_medium: 'so ci al',
      landing_page: '/treatments/%3Cscript%3Ealert(1)%3C/script%3E',
    });
    // a field longer than 16,384 characters is read up to there: what follows is dropped, the lead stored
    const huge = await contact({ lead_source: `utm_campaign=spring&utm_term=${'b'.repeat(10_240)}&utm_content=${'c'.repeat(10_240)}&utm_source=late` });
    expect(sourceOf(huge)).toMatchObject({ utm_campaign: 'spring', utm_term: 'b'.repeat(100), utm_content: 'c'.repeat(100), utm_source: '', source: '' });
  });

  it('drops a source that is not text (objects, arrays, numbers) instead of refusing the lead', async () => {
    for (const lead_source of [{ utm_source: 'instagram' }, ['utm_source=instagram'], 42, true, null]) {
      expect(sourceOf(await contact({ lead_source }))).toEqual(NO_SOURCE);
    }
  });

  it('drops a source value made of bytes that are not UTF-8 (JSON and multipart), and stores the lead', async () => {
    const email = uniqueEmail('bytes');
    const json = Buffer.concat([
      Buffer.from(JSON.stringify({ name: 'Ana Ruiz', email, phone: '3055550123', message: 'Hi' }).slice(0, -1) + ',"lead_source":"utm_source=in'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('sta&utm_medium=social"}'),
    ]);
    const res = await rawPost(t.baseUrl, apiPath('contactus'), json, { 'content-type': 'application/json' });
    expect(res.status, res.text).toBe(200);
    expect(sourceOf(await contactRow(email))).toEqual({ ...NO_SOURCE, utm_medium: 'social' });

    const bookEmail = uniqueEmail('bytes');
    const boundary = 'SourceBoundary7'
    const part = (name: string, value: Buffer | string) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n')]);
    const body = Buffer.concat([
      part('first_name', 'Ana'), part('last_name', 'Ruiz'), part('email', bookEmail), part('phone', '3055550123'), part('message', 'Hi'),
      part('lead_source', Buffer.concat([Buffer.from('utm_campaign=ju'), Buffer.from([0xc0, 0xaf, 0xff]), Buffer.from('ne&partner=sunset-spa')])),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const booked = await rawPost(t.baseUrl, apiPath('scheduleconversation'), body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(booked.status, booked.text).toBe(200);
    expect(JSON.parse(booked.text)).toEqual(BOOKED);
    expect(sourceOf(await consultationRow(bookEmail))).toEqual({ ...NO_SOURCE, partner: 'sunset-spa' });
  });
});
