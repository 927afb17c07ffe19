/**
 * The 'Test your page' section of widgets/EMBEDDING.md, run as written: a partner's page in
 * happy-dom (script evaluation on, a canvas stand-in) loads the built bundle with its script tag
 * from a running clinic server on another origin, shows each widget, and books a consultation,
 * which is then found in the server's database. The section's code block must stay equal to the
 * marked part of this file. Needs `npm run build:widgets` (npm test builds first); without a
 * build it says so loudly and skips.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window, type CustomEvent, type HTMLButtonElement, type HTMLInputElement } from 'happy-dom';
import { startTestApp, type TestApp } from './helpers/test-app';

const ROOT = path.resolve(import.meta.dirname, '../..');
const built = fs.existsSync(path.join(ROOT, 'dist/widgets/clinic-widgets.umd.js'));
if (!built) {
  const line = '!'.repeat(78);
  console.warn(`${line}\n! 'TEST YOUR PAGE' SKIPPED: dist/widgets is not built.\n! Run \`npm run build:widgets\` (npm test builds first).\n${line}`);
}

const SECTION = /\/\/ --- EMBEDDING\.md: Test your page \(begin\) ---\n([\s\S]*?) *\/\/ --- EMBEDDING\.md: Test your page \(end\) ---/;

describe.skipIf(!built)('a partner page in happy-dom, against a running clinic server', () => {
  let t: TestApp;
  const email = `happy.dom.${Date.now().toString(36)}@example.com`;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { site: true, env: { ALLOWED_ORIGINS: 'http://spa.example' } });
    process.env.CLINIC_URL = t.baseUrl;
    process.env.BOOKING_EMAIL = email;
  });
  afterAll(async () => {
    delete process.env.CLINIC_URL;
    delete process.env.BOOKING_EMAIL;
    await t?.close();
  });

  // --- EMBEDDING.md: Test your page (begin) ---
  /** happy-dom has no 2D canvas and decodes no images: hand the picked JPEG through as the "redrawn" one. */
  function installCanvasStandIn(window: Window): void {
    const picked = new WeakMap<object, Blob>();
    Object.assign(window, {
      createImageBitmap: async (file: Blob) => ({ width: 640, height: 480, file, close() {} }),
    });
    Object.assign(window.HTMLCanvasElement.prototype, {
      getContext(this: object) {
        return { fillRect() {}, drawImage: (bitmap: { file: Blob }) => picked.set(this, bitmap.file) };
      },
      toBlob(this: object, done: (blob: Blob | null) => void) {
        done(picked.get(this) ?? null);
      },
    });
  }

  it('shows the clinic widgets on my page and books a consultation', async () => {
    const clinic = process.env.CLINIC_URL ?? 'http://127.0.0.1:3000';
    // happy-dom runs no page scripts unless told to; an http clinic server needs an http page (no mixed content)
    const window = new Window({
      url: 'http://spa.example/members',
      settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
    });
    installCanvasStandIn(window);
    const document = window.document;
    document.write(`<!doctype html><html><body>
      <clinic-booking id="members-booking"></clinic-booking>
      <clinic-contact></clinic-contact>
      <clinic-faq group="results_faq"></clinic-faq>
      <clinic-treatment-map></clinic-treatment-map>
      <script async src="${clinic}/widgets/clinic-widgets.umd.js"></script>
    </body></html>`);
    const events: string[] = [];
    for (const type of ['clinic:ready', 'clinic:success', 'clinic:error']) {
      document.addEventListener(type, (event) => events.push(`${type} ${(event as CustomEvent).detail.instance}`));
    }
    await window.happyDOM.waitUntilComplete(); // the script, the parts it loads, the FAQ's questions

    const shadow = (selector: string) => document.querySelector(selector)!.shadowRoot!;
    expect(events).toEqual(expect.arrayContaining(['clinic:ready members-booking', 'clinic:ready contact-1', 'clinic:ready faq-1', 'clinic:ready treatment-map-1']));
    expect(shadow('clinic-booking').textContent).toContain('Book a Free Consultation');
    expect(shadow('clinic-contact').textContent).toContain('Get In Touch');
    expect(shadow('clinic-faq').querySelectorAll('button[aria-expanded]')).toHaveLength(4);
    expect(shadow('clinic-treatment-map').querySelectorAll('a')).toHaveLength(9);

    // a visitor books: types into each field, picks a photo, waits like a person, sends
    const form = shadow('clinic-booking');
    const type = (name: string, value: string) => {
      const field = form.querySelector(`[name="${name}"]`) as HTMLInputElement;
      field.value = value;
      field.dispatchEvent(new window.Event('input', { bubbles: true }));
    };
    type('first_name', 'Mia');
    type('last_name', 'Chen');
    type('email', process.env.BOOKING_EMAIL ?? 'mia@example.com');
    type('phone', '3055550111');
    type('message', 'Under-chin, please.');
    const photo = new window.File([await readFile('tests/fixtures/visitor-photo.jpg')], 'me.jpg', { type: 'image/jpeg' });
    const picker = form.querySelector('input[type="file"]') as HTMLInputElement;
    Object.defineProperty(picker, 'files', { value: [photo] });
    picker.dispatchEvent(new window.Event('change', { bubbles: true }));
    // the clinic quietly drops a form sent faster than a person types (it answers success, stores nothing)
    await new Promise((resolve) => setTimeout(resolve, 3500));
    (form.querySelector('button[type="submit"]') as HTMLButtonElement).click();

    await window.happyDOM.waitUntilComplete();
    expect(events).toContain('clinic:success members-booking');
    expect(document.querySelector('.notyf')?.textContent).toContain('Thank you! Your consultation request has been received.');
    await window.happyDOM.close();
  });
  // --- EMBEDDING.md: Test your page (end) ---

  it('stored the booking sent from the page, with the page’s address and the photo', async () => {
    const row = await t.app.db.selectFrom('consultation_requests').selectAll().where('email', '=', email).executeTakeFirst();
    expect(row).toMatchObject({ first_name: 'Mia', last_name: 'Chen', phone: '3055550111', message: 'Under-chin, please.', form_page_name: 'http://spa.example/members' });
    // the photo is stored with its request, in the database, as a JPEG
    const photo = await t.app.db.selectFrom('consultation_photos').select('jpeg').where('request_id', '=', row!.id).executeTakeFirst();
    expect(photo?.jpeg.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });
});

it('EMBEDDING.md shows this code, as it runs here', () => {
  const doc = fs.readFileSync(path.join(ROOT, 'widgets/EMBEDDING.md'), 'utf8');
  const block = /<!-- test-your-page -->\n```ts\n([\s\S]*?)```/.exec(doc)?.[1];
  // the marked part, as it sits inside the describe block above
  const tested = SECTION.exec(fs.readFileSync(import.meta.filename, 'utf8'))?.[1]?.replace(/^ {2}/gm, '');
  expect(tested).toBeTruthy();
  expect(block).toBe(tested);
});
