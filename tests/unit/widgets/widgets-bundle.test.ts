/**
 * The built widget bundle (dist/widgets/clinic-widgets.umd.js) itself, loaded by a partner page on
 * another origin with one async script tag, and used as a visitor and a partner developer would:
 * elements, shadow roots and styles, events, nonce, double inclusion, late and removed elements,
 * a booking that shows its thank-you panel in place, a redirect on request, the contact, FAQ and
 * map widgets. `npm test` builds before it runs; without a build it says so loudly and skips.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import sharp from 'sharp';
import ts from 'typescript';
import { apiPath } from '../../../src/config/clinic';
import { hotspots } from '../../../src/treatment-map/hotspots';
import { field, filePart, startLeadApi } from '../lead-forms/lead-api-server';
import { bundleBuilt, openPartnerPage, PARTNER_URL, pickFile, toastArea, toastRoot, typeInto, waitFor, partnerSuite, type PartnerPage } from '../lead-forms/partner-page';

const BOOK = apiPath('scheduleconversation');
const CONTACT = apiPath('contactus');
const STAMP = '/api/form-stamp';
const built = bundleBuilt();

if (!built) {
  const line = '!'.repeat(78);
  console.warn(`${line}\n! WIDGET BUNDLE TESTS SKIPPED: dist/widgets is not built.\n! Run \`npm run build:widgets\` (npm test builds first).\n${line}`);
}

const suite = partnerSuite('1700000000000.YnVuZGxl');

async function open(body: string, opts: { beforeScript?: string } = {}) {
  const page = await openPartnerPage(suite.api, body, opts);
  suite.pages.push(page);
  return page;
}

const shadow = (page: PartnerPage, selector: string) => {
  const root = page.doc.querySelector(selector)?.shadowRoot;
  if (!root) throw new Error(`${selector} has no shadow root`);
  return root;
};

async function jpeg(page: PartnerPage): Promise<File> {
  const bytes = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#c88' } }).jpeg().toBuffer();
  return new page.win.File([new Uint8Array(bytes)], 'me.jpg', { type: 'image/jpeg' });
}

async function fillBooking(page: PartnerPage, selector = 'clinic-booking') {
  const root = shadow(page, selector);
  await waitFor(() => expect(root.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe('1700000000000.YnVuZGxl'));
  typeInto(page.win, root.querySelector('input[name="first_name"]'), 'Mia');
  typeInto(page.win, root.querySelector('input[name="last_name"]'), 'Chen');
  typeInto(page.win, root.querySelector('input[name="email"]'), 'mia@example.com');
  typeInto(page.win, root.querySelector('input[name="phone"]'), '3055550111');
  typeInto(page.win, root.querySelector('textarea[name="message"]'), 'Under-chin, please.');
  pickFile(page.win, root.querySelector('input[type="file"]'), await jpeg(page));
  return root;
}

const all = `<clinic-booking id="spa-booking"></clinic-booking><clinic-contact></clinic-contact><clinic-faq group="results_faq"></clinic-faq><clinic-treatment-map></clinic-treatment-map>`;

describe.skipIf(!built)('the built widget bundle on a partner page', () => {
  it('defines the four elements from one async script, each in its own shadow root with its own styles, and leaves <head> alone', async () => {
    const page = await open(all);
    const headBefore = '<meta charset="utf-8"><title>Serenity Spa</title><style>body{font-family:serif}</style>';
    for (const tag of ['clinic-booking', 'clinic-contact', 'clinic-faq', 'clinic-treatment-map']) {
      expect(page.win.customElements.get(tag), tag).toBeTruthy();
    }
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:ready')).toHaveLength(4));
    for (const tag of ['clinic-booking', 'clinic-contact', 'clinic-faq', 'clinic-treatment-map']) {
      const root = shadow(page, tag);
      expect(root.querySelectorAll('style'), tag).toHaveLength(1);
      expect(root.querySelector('style')?.textContent, tag).toContain('--clinic-accent');
      expect(root.querySelector('.clinic-root')?.children.length, tag).toBeGreaterThan(0);
    }
    expect(shadow(page, 'clinic-booking').textContent).toContain('Book a Free Consultation');
    expect(shadow(page, 'clinic-contact').textContent).toContain('Get In Touch');
    expect(shadow(page, 'clinic-faq').querySelectorAll('button[aria-expanded]')).toHaveLength(4);
    expect(shadow(page, 'clinic-treatment-map').querySelectorAll('a')).toHaveLength(9);
    expect(page.doc.head.innerHTML).toBe(headBefore);
    // nothing in the light DOM but the partner's own markup (toasts come later, in their container)
    expect(Array.from(page.doc.body.children).map((c) => c.tagName.toLowerCase())).toEqual([
      'h1', 'clinic-booking', 'clinic-contact', 'clinic-faq', 'clinic-treatment-map', 'script',
    ]);
    expect(page.errors).toEqual([]);
  });

  it('announces clinic:ready for each element, naming the widget and its instance only', async () => {
    const page = await open(all);
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:ready')).toHaveLength(4));
    const ready = page.events.filter((e) => e.type === 'clinic:ready');
    expect(ready.map((e) => e.target).sort()).toEqual(['clinic-booking', 'clinic-contact', 'clinic-faq', 'clinic-treatment-map']);
    expect(ready.find((e) => e.target === 'clinic-booking')?.detail).toEqual({ widget: 'booking', instance: 'spa-booking', language: 'en' });
    expect(ready.find((e) => e.target === 'clinic-contact')?.detail).toEqual({ widget: 'contact', instance: 'contact-1', language: 'en' });
    expect(ready.find((e) => e.target === 'clinic-faq')?.detail).toEqual({ widget: 'faq', instance: 'faq-1', language: 'en' });
    expect(ready.find((e) => e.target === 'clinic-treatment-map')?.detail).toEqual({ widget: 'treatment-map', instance: 'treatment-map-1', language: 'en' });
  });

  it("keeps the page's window.ClinicWidgets settings, and puts the CSP nonce on every style it creates", async () => {
    const page = await open(`<clinic-faq group="all"></clinic-faq><clinic-faq id="own" nonce="elementNonce" group="home"></clinic-faq>`, {
      beforeScript: "window.ClinicWidgets = { nonce: 'pageNonce' };",
    });
    const config = (page.win as unknown as { ClinicWidgets: Record<string, unknown> }).ClinicWidgets;
    expect(config.nonce).toBe('pageNonce');
    expect(config.version).toBe('0.1.0');
    expect(shadow(page, 'clinic-faq').querySelector('style')?.getAttribute('nonce')).toBe('pageNonce');
    expect(shadow(page, '#own').querySelector('style')?.getAttribute('nonce')).toBe('elementNonce');
  });

  it("shows toasts in a shadow root of their own, with the page's nonce on their style, and Alt+T moves focus into it", async () => {
    suite.api.answer(BOOK, { status: 500, body: '<h1>Internal error</h1>' });
    const page = await open('<clinic-booking></clinic-booking>', { beforeScript: "window.ClinicWidgets = { nonce: 'pageNonce' };" });
    const root = await fillBooking(page);
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(toastArea(page)?.textContent).toContain('Login failed'));
    expect(toastArea(page)?.querySelector('style')?.getAttribute('nonce')).toBe('pageNonce');
    expect(toastArea(page)?.getAttribute('role')).toBe('region');
    page.doc.dispatchEvent(new page.win.KeyboardEvent('keydown', { key: 't', altKey: true, bubbles: true }));
    expect(toastRoot(page)?.activeElement).toBe(toastArea(page));
    expect(page.doc.activeElement?.localName).toBe('clinic-toasts');
  });

  it('is harmless when included twice', async () => {
    const page = await open(all);
    const before = page.win.customElements.get('clinic-booking');
    const again = page.doc.createElement('script');
    again.src = `${suite.api.url}/widgets/clinic-widgets.umd.js`;
    // as a partner would write it (and happy-dom would otherwise load a script-made <script> synchronously)
    again.async = true;
    page.doc.body.appendChild(again);
    await page.settle();
    expect(suite.api.to('/widgets/clinic-widgets.umd.js')).toHaveLength(2);
    expect(page.win.customElements.get('clinic-booking')).toBe(before);
    expect(shadow(page, 'clinic-booking').querySelectorAll('form')).toHaveLength(1);
    expect(page.events.filter((e) => e.type === 'clinic:ready')).toHaveLength(4);
    expect(page.errors).toEqual([]);
  });

  it('brings elements added later to life, cleans up removed ones, and keeps state when one is only moved', async () => {
    const page = await open('<div id="slot"></div>');
    const late = page.doc.createElement('clinic-faq');
    late.setAttribute('group', 'treatment_faq');
    page.doc.getElementById('slot')!.appendChild(late);
    await waitFor(() => expect(late.shadowRoot?.querySelectorAll('button[aria-expanded]')).toHaveLength(4));
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:ready').map((e) => e.detail)).toEqual([{ widget: 'faq', instance: 'faq-1', language: 'en' }]));

    const buttons = () => Array.from(late.shadowRoot!.querySelectorAll('button[aria-expanded]'));
    (buttons()[2] as HTMLButtonElement).click();
    await waitFor(() => expect(buttons()[2]?.getAttribute('aria-expanded')).toBe('true'));
    page.doc.body.appendChild(late); // a move: out and straight back in
    await page.settle();
    expect(buttons()[2]?.getAttribute('aria-expanded')).toBe('true');

    late.remove();
    await page.settle();
    expect(late.shadowRoot?.childNodes.length).toBe(0);
  });

  it('books a consultation: the call goes to the script’s origin with the partner page’s URL, clinic:success carries no personal data, and a thank-you panel shows in place after 500 ms', async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Thank you, Mia! We will call you soon.' } });
    const page = await open('<clinic-booking prefill-email="mia@example.com" prefill-first-name="Mia"></clinic-booking>');
    const root = shadow(page, 'clinic-booking');
    expect(root.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('mia@example.com');
    expect(root.querySelector<HTMLInputElement>('input[name="first_name"]')?.value).toBe('Mia');
    await fillBooking(page);
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(page.events.some((e) => e.type === 'clinic:success')).toBe(true));
    const sent = suite.api.to(BOOK)[0]!;
    expect(sent.headers.origin).toBe('http://spa.partner.test');
    expect(field(sent, 'form_page_name')).toBe(PARTNER_URL);
    expect(field(sent, 'first_name')).toBe('Mia');
    expect(field(sent, 'form_stamp')).toBe('1700000000000.YnVuZGxl');
    expect(field(sent, 'website')).toBe('');
    const photo = filePart(sent, 'image');
    expect(photo?.filename).toBe('converted_image.jpg');
    expect((await sharp(photo!.data).metadata()).format).toBe('jpeg');

    const success = page.events.find((e) => e.type === 'clinic:success');
    expect(success?.detail).toEqual({ widget: 'booking', instance: 'booking-1', language: 'en' });
    expect(JSON.stringify(page.events)).not.toMatch(/mia|Chen|3055550111/i);

    // the toast: in a shadow root of its own on <clinic-toasts>, with notyf's styles inside its container
    await waitFor(() => expect(toastArea(page)?.textContent).toContain('Thank you, Mia! We will call you soon.'));
    const container = toastArea(page);
    expect(container?.querySelector('style')?.textContent).toContain('.notyf__toast');
    expect(container?.querySelector('style')?.textContent).toContain(':host{all:initial!important}');
    expect(toastRoot(page)?.querySelector('.notyf-announcer')?.getAttribute('aria-live')).toBe('polite');
    // nothing of notyf's in the page's light DOM but the one host element
    expect(page.doc.querySelectorAll('.notyf, .notyf-announcer')).toHaveLength(0);
    expect(Array.from(page.doc.body.children).filter((el) => el.localName === 'clinic-toasts')).toHaveLength(1);
    expect(page.doc.head.querySelectorAll('style')).toHaveLength(1);

    expect(root.querySelector('.clinic-thanks')).toBeNull();
    await waitFor(() => expect(root.querySelector('.clinic-thanks')?.textContent).toContain('Thank you!'), 2000);
    expect(root.querySelector('form')).toBeNull();
    expect(page.win.location.href).toBe(PARTNER_URL);
    (root.querySelector('.clinic-thanks button') as HTMLButtonElement).click();
    await waitFor(() => expect(root.querySelector('form')).not.toBeNull());
  });

  it('books a chosen time with the picker part: keys choose it, the call carries it, clinic:success names its type and start and nothing personal, and the confirmation shows in place', async () => {
    const files = () => suite.api.received.map((r) => r.path).filter((p) => /^\/widgets\/clinic-widgets-picker\.[0-9a-f]+\.js$/.test(p));
    // the clinic's today and tomorrow, as the availability call names its days
    const clinicDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + offset * 86_400_000));
    const start = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 11) + '15:00:00.000Z';
    const days = Array.from({ length: 7 }, (_, i) => ({ date: clinicDay(i), slots: i === 2 ? [{ start, end: start.replace('15:00', '15:20') }] : [] }));
    suite.api.setDefault('/api/appointments/availability', { status: 200, body: { success: true, zone: 'America/New_York', type: 'phone', days } });
    const appointment = { id: 5, type: 'phone', start, end: start.replace('15:00', '15:20'), zone: 'America/New_York' };
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Booked', appointment } });
    const page = await open('<clinic-booking></clinic-booking>');
    const root = shadow(page, 'clinic-booking');
    await waitFor(() => expect(root.querySelector('input[type="radio"][value="phone"]')).not.toBeNull());
    expect(files()).toHaveLength(1);
    // the part's styles join the widget's one style element, with the 'Types of Consultations' column beside the form
    expect(root.querySelectorAll('style')).toHaveLength(1);
    expect(root.querySelector('style')?.textContent).toContain('.clinic-picker__option');
    expect(root.querySelector('.clinic-booking__types')?.getAttribute('part')).toBe('types');
    expect(Array.from(root.querySelectorAll('.clinic-booking__step-title'), (h) => h.textContent)).toEqual(['In Person', 'Phone', 'Facetime', 'Personalized Plan']);

    await fillBooking(page);
    (root.querySelector('input[type="radio"][value="phone"]') as HTMLInputElement).click();
    await waitFor(() => expect(root.querySelectorAll('[role="listbox"]')).toHaveLength(2));
    const times = root.querySelectorAll<HTMLElement>('[role="listbox"]')[1]!;
    times.focus();
    times.dispatchEvent(new page.win.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(times.querySelector('[aria-selected="true"]')).not.toBeNull());
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(page.events.some((e) => e.type === 'clinic:success')).toBe(true));
    const sent = suite.api.to(BOOK)[0]!;
    expect(field(sent, 'appointment_type')).toBe('phone');
    expect(field(sent, 'appointment_start')).toBe(start);
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(page.events.find((e) => e.type === 'clinic:success')?.detail).toEqual({
      widget: 'booking',
      instance: 'booking-1',
      language: 'en',
      appointmentType: 'phone',
      appointmentStart: start,
    });
    expect(JSON.stringify(page.events)).not.toMatch(/mia|Chen|3055550111/i);
    await waitFor(() => expect(root.querySelector('[role="status"] h2')?.textContent).toBe('Your consultation is booked'));
    expect(root.querySelector('form')).toBeNull();
    expect(files()).toHaveLength(1);
  });

  it('still tells the page clinic:success when the element is removed right after the visitor sends: the document hears it', async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Booked' }, delayMs: 100 });
    suite.api.answer(CONTACT, { status: 200, body: { success: true, message: 'Message received.' }, delayMs: 100 });
    const page = await open('<div id="dialog"><clinic-booking></clinic-booking><clinic-contact id="ask"></clinic-contact></div>');
    const booking = page.doc.querySelector('clinic-booking')!;
    const root = await fillBooking(page);
    // a page that closes its dialog as soon as the form is sent
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    booking.remove();
    await waitFor(() => expect(suite.api.to(BOOK)).toHaveLength(1));
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:success')).toHaveLength(1));
    expect(page.events.find((e) => e.type === 'clinic:success')).toEqual({
      type: 'clinic:success',
      detail: { widget: 'booking', instance: 'booking-1', language: 'en' },
      target: '#document',
    });

    const ask = shadow(page, '#ask');
    typeInto(page.win, ask.querySelector('input[name="name"]'), 'Zoe');
    typeInto(page.win, ask.querySelector('input[name="email"]'), 'zoe@example.com');
    typeInto(page.win, ask.querySelector('input[name="phone"]'), '3055550122');
    typeInto(page.win, ask.querySelector('textarea[name="message"]'), 'Saturday?');
    (ask.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    page.doc.getElementById('dialog')!.remove();
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:success')).toHaveLength(2));
    expect(page.events.filter((e) => e.type === 'clinic:success')[1]).toEqual({
      type: 'clinic:success',
      detail: { widget: 'contact', instance: 'ask', language: 'en' },
      target: '#document',
    });
    expect(JSON.stringify(page.events)).not.toMatch(/mia|zoe|3055550/i);
    expect(page.errors).toEqual([]);
  });

  it('goes to redirect-on-success after a booking when the page asks for it, and never to a javascript: address', async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Booked' } }, { status: 200, body: { success: true, message: 'Booked' } });
    suite.api.setDefault('/thanks.html', { status: 200, body: '<!doctype html><title>Thanks</title><p>See you soon</p>' });
    const page = await open(
      `<clinic-booking id="unsafe" redirect-on-success="javascript:alert(1)"></clinic-booking>` +
        `<clinic-booking id="safe" redirect-on-success="${suite.api.url}/thanks.html"></clinic-booking>`,
    );
    const unsafe = await fillBooking(page, '#unsafe');
    (unsafe.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(unsafe.querySelector('.clinic-thanks')).not.toBeNull(), 2000);
    expect(page.win.location.href).toBe(PARTNER_URL);

    const safe = await fillBooking(page, '#safe');
    (safe.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(page.win.location.href).toBe(`${suite.api.url}/thanks.html`), 3000);
  });

  it('tells the page with clinic:error when a booking fails, and shows the docs/product/messages.md toast', async () => {
    suite.api.answer(BOOK, { status: 500, body: '<h1>Internal error</h1>' });
    const page = await open('<clinic-booking></clinic-booking>');
    const root = await fillBooking(page);
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(page.events.some((e) => e.type === 'clinic:error')).toBe(true));
    expect(page.events.find((e) => e.type === 'clinic:error')?.detail).toEqual({ widget: 'booking', instance: 'booking-1', language: 'en' });
    await waitFor(() => expect(toastArea(page)?.textContent).toContain('Login failed'));
    await new Promise((r) => setTimeout(r, 600));
    expect(root.querySelector('.clinic-thanks')).toBeNull();
  });

  it('shows every required message inside the widget and sends nothing', async () => {
    const page = await open('<clinic-booking></clinic-booking>');
    const root = shadow(page, 'clinic-booking');
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(root.querySelectorAll('.clinic-field__error')).toHaveLength(6));
    expect(Array.from(root.querySelectorAll('.clinic-field__error')).map((e) => e.textContent)).toEqual([
      'Name is required', 'Name is required', 'Email is required', 'Phone is required', 'Message is required', 'Image is required',
    ]);
    expect(suite.api.to(BOOK)).toHaveLength(0);
  });

  it('fetches the photo part only once a photo is chosen, and a "JPEG" that does not decode still shows the only-images message', async () => {
    const photoPart = () => suite.api.received.filter((r) => /^\/widgets\/clinic-widgets-image\.[0-9a-f]+\.js$/.test(r.path));
    const page = await open('<clinic-booking></clinic-booking>');
    const root = shadow(page, 'clinic-booking');
    await waitFor(() => expect(root.querySelector('input[type="file"]')).not.toBeNull());
    expect(photoPart()).toEqual([]);
    pickFile(page.win, root.querySelector('input[type="file"]'), new page.win.File(['not really a photo'], 'fake.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(root.querySelector('.clinic-field__error')?.textContent).toBe('Only image files are allowed.'));
    expect(photoPart()).toHaveLength(1);
    expect(page.errors).toEqual([]);
  });

  it('sends the contact forms, each instance with its own state, and clears the sent one', async () => {
    suite.api.answer(CONTACT, { status: 200, body: { success: true, message: 'Message received.' } }, { status: 200, body: { success: true, message: 'Message received.' } });
    const page = await open('<clinic-contact id="short" prefill-email="zoe@example.com"></clinic-contact><clinic-contact id="full" variant="locations"></clinic-contact>');
    const short = shadow(page, '#short');
    const full = shadow(page, '#full');
    expect(full.textContent).toContain('Send us a message');
    expect(full.querySelector('input[name="email"]')?.getAttribute('value') ?? (full.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(full.querySelector('input[name="form_stamp"]')).not.toBeNull());
    typeInto(page.win, full.querySelector('input[name="first_name"]'), 'Zoe');
    typeInto(page.win, full.querySelector('input[name="last_name"]'), 'Park');
    typeInto(page.win, full.querySelector('input[name="email"]'), 'zoe@example.com');
    typeInto(page.win, full.querySelector('input[name="phone"]'), '3055550122');
    typeInto(page.win, full.querySelector('textarea[name="message"]'), 'Saturday?');
    typeInto(page.win, short.querySelector('input[name="name"]'), 'Draft');
    (full.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(suite.api.to(CONTACT)).toHaveLength(1));
    // with where the visit came from: the partner page's address without its query (src/lead-source/)
    const leadSource = new URLSearchParams({ landing_page: 'http://spa.partner.test/booking.html', referrer: 'http://spa.partner.test' }).toString();
    expect(suite.api.to(CONTACT)[0]!.json).toEqual({ name: 'Zoe Park', email: 'zoe@example.com', phone: '3055550122', message: 'Saturday?', lead_source: leadSource, website: '', form_stamp: '1700000000000.YnVuZGxl' });
    await waitFor(() => expect((full.querySelector('input[name="first_name"]') as HTMLInputElement).value).toBe(''));
    expect((short.querySelector('input[name="name"]') as HTMLInputElement).value).toBe('Draft');
    expect((short.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('zoe@example.com');
    expect(page.events.filter((e) => e.type === 'clinic:success').map((e) => e.detail)).toEqual([{ widget: 'contact', instance: 'full', language: 'en' }]);
  });

  it("shows a group's questions, the page's own inline questions, and follows a change of group", async () => {
    const page = await open(
      '<clinic-faq id="g" group="post_treatment_faq" intro="Aftercare, answered."></clinic-faq>' +
        '<clinic-faq id="own"><script type="application/json">[{"question":"Do you park?","answer":"<ul><li>Valet</li><li>Street</li></ul>"},{"question":"Open Sundays?","answer":"No."}]</script></clinic-faq>',
    );
    const group = shadow(page, '#g');
    await waitFor(() => expect(group.querySelectorAll('button[aria-expanded]')).toHaveLength(5));
    expect(group.textContent).toContain('Aftercare, answered.');
    expect(group.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
    const own = shadow(page, '#own');
    const questions = Array.from(own.querySelectorAll('button[aria-expanded]')).map((b) => b.textContent);
    expect(questions).toEqual(['1.Do you park?', '2.Open Sundays?']);
    expect(own.querySelectorAll('[role="region"] li')).toHaveLength(2);
    (own.querySelectorAll('button[aria-expanded]')[1] as HTMLButtonElement).click();
    await waitFor(() => expect(own.querySelectorAll('button[aria-expanded="true"]')[0]?.textContent).toBe('2.Open Sundays?'));
    page.doc.getElementById('g')!.setAttribute('group', 'results_faq');
    await waitFor(() => expect(group.querySelectorAll('button[aria-expanded]')).toHaveLength(4));
    // each group's questions in a file of their own, fetched once
    expect(suite.api.to('/widgets/clinic-faqs-post_treatment_faq.json')).toHaveLength(1);
    expect(suite.api.to('/widgets/clinic-faqs-results_faq.json')).toHaveLength(1);
    expect(suite.api.to('/widgets/clinic-faqs-all.json')).toEqual([]);
  });

  it("draws the treatment map from the clinic's server and links its hotspots to the clinic's pages", async () => {
    const page = await open('<clinic-treatment-map></clinic-treatment-map>');
    const root = shadow(page, 'clinic-treatment-map');
    expect(root.querySelector('img')?.getAttribute('src')).toBe(`${suite.api.url}/images/treatment-map/treatment-map.svg`);
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(hotspots.map((h) => `${suite.api.url}${h.path}`));
    links[4]!.dispatchEvent(new page.win.MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
    links[4]!.dispatchEvent(new page.win.MouseEvent('mouseenter'));
    await waitFor(() => expect(root.querySelector('.clinic-map__popup')?.getAttribute('src')).toBe(`${suite.api.url}${hotspots[4]!.hoverImage}`));
  });

  it('sends every call to the api-base attribute when the page sets one', async () => {
    const other = await startLeadApi();
    try {
      other.setDefault(STAMP, { status: 200, body: { success: true, stamp: 'other' } });
      const page = await open(`<clinic-contact api-base="${other.url}"></clinic-contact>`);
      await waitFor(() => expect(other.to(STAMP)).toHaveLength(1));
      expect(suite.api.to(STAMP)).toHaveLength(0);
      expect(page.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('loads a part only for a page that uses it: the FAQ and map parts for those widgets, the toasts with the first message', async () => {
    const files = () => suite.api.received.map((r) => r.path).filter((p) => p.startsWith('/widgets/') && p !== '/widgets/clinic-widgets.umd.js');
    const part = (name: string) => files().filter((p) => p.startsWith(`/widgets/clinic-widgets-${name}.`) && p.endsWith('.js'));

    await open('<clinic-faq group="home"></clinic-faq>');
    expect(part('faq')).toHaveLength(1);
    expect(files().filter((p) => !p.startsWith('/widgets/clinic-widgets-faq.'))).toEqual(['/widgets/clinic-faqs-home.json']);

    suite.api.reset();
    await open('<clinic-treatment-map></clinic-treatment-map>');
    expect(files()).toEqual(part('map'));
    expect(part('map')).toHaveLength(1);

    // forms on the page, nothing sent yet: the toasts stay on the server
    suite.api.reset();
    const page = await open('<clinic-contact></clinic-contact><clinic-booking></clinic-booking>');
    expect(part('toasts')).toEqual([]);
    expect(part('faq')).toEqual([]);
    expect(part('map')).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('fetches the toasts part with the first message, not while the visitor fills in the form', async () => {
    const toastParts = () => suite.api.received.filter((r) => /^\/widgets\/clinic-widgets-toasts\.[0-9a-f]+\.js$/.test(r.path));
    suite.api.answer(BOOK, { status: 500, body: '<h1>Internal error</h1>' });
    const page = await open('<clinic-booking></clinic-booking>');
    const root = await fillBooking(page);
    expect(toastParts()).toEqual([]);
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(toastArea(page)?.textContent).toContain('Login failed'));
    expect(toastParts()).toHaveLength(1);
    expect(page.errors).toEqual([]);
  });

  it('follows a changed prefill attribute, but never overwrites what the visitor typed', async () => {
    const page = await open('<clinic-booking prefill-email="first@example.com"></clinic-booking><clinic-contact id="c"></clinic-contact>');
    const booking = page.doc.querySelector('clinic-booking')!;
    const root = shadow(page, 'clinic-booking');
    const value = (name: string) => (root.querySelector(`[name="${name}"]`) as HTMLInputElement).value;
    expect(value('email')).toBe('first@example.com');
    booking.setAttribute('prefill-email', 'second@example.com');
    booking.setAttribute('prefill-first-name', 'Ana');
    await waitFor(() => expect([value('email'), value('first_name')]).toEqual(['second@example.com', 'Ana']));
    typeInto(page.win, root.querySelector('input[name="first_name"]'), 'Anabel');
    booking.setAttribute('prefill-first-name', 'Other');
    booking.setAttribute('prefill-last-name', 'Ruiz');
    await waitFor(() => expect(value('last_name')).toBe('Ruiz'));
    await page.settle();
    expect(value('first_name')).toBe('Anabel');
    booking.removeAttribute('prefill-email');
    await waitFor(() => expect(value('email')).toBe(''));

    const contact = page.doc.getElementById('c')!;
    contact.setAttribute('prefill-name', 'Zoe');
    await waitFor(() => expect((shadow(page, '#c').querySelector('input[name="name"]') as HTMLInputElement).value).toBe('Zoe'));
    contact.setAttribute('variant', 'locations');
    await waitFor(() => expect(shadow(page, '#c').textContent).toContain('Send us a message'));
  });

  it('names elements without an id by their place, so a page that mounts them again gets the same names', async () => {
    const page = await open('<div id="slot"></div>');
    const slot = page.doc.getElementById('slot')!;
    const readyNames = () => page.events.filter((e) => e.type === 'clinic:ready').map((e) => (e.detail as { instance: string }).instance);
    for (let cycle = 1; cycle <= 5; cycle++) {
      slot.innerHTML = '<clinic-faq><script type="application/json">[{"question":"Q?","answer":"A."}]</script></clinic-faq><clinic-faq id="named"></clinic-faq><clinic-faq group="home"></clinic-faq><clinic-contact></clinic-contact>';
      await waitFor(() => expect(readyNames()).toHaveLength(4 * cycle));
      expect(readyNames().slice(-4).sort()).toEqual(['contact-1', 'faq-1', 'faq-2', 'named']);
      const removed = Array.from(slot.children);
      slot.innerHTML = '';
      await page.settle();
      expect(removed.map((el) => el.shadowRoot?.childNodes.length)).toEqual([0, 0, 0, 0]);
    }
    // a second element placed before a live one takes the next free name, never a live element's name
    const first = page.doc.createElement('clinic-faq');
    first.setAttribute('group', 'home');
    slot.appendChild(first);
    await waitFor(() => expect(readyNames().at(-1)).toBe('faq-1'));
    slot.prepend(page.doc.createElement('clinic-faq'));
    await waitFor(() => expect(readyNames().at(-1)).toBe('faq-2'));
  });

  it('sends clinic:ready after the element is inserted, so a listener added right after hears it', async () => {
    const page = await open('<div id="slot"></div>');
    const heard: unknown[] = [];
    const element = page.doc.createElement('clinic-contact');
    page.doc.getElementById('slot')!.appendChild(element);
    element.addEventListener('clinic:ready', (e) => heard.push((e as CustomEvent).detail));
    await waitFor(() => expect(heard).toEqual([{ widget: 'contact', instance: 'contact-1', language: 'en' }]));
  });

  it('starts afresh against a new server when api-base changes', async () => {
    const other = await startLeadApi();
    try {
      other.setDefault(STAMP, { status: 200, body: { success: true, stamp: 'other' } });
      const page = await open('<clinic-contact></clinic-contact>');
      const contact = page.doc.querySelector('clinic-contact')!;
      await waitFor(() => expect(suite.api.to(STAMP)).toHaveLength(1));
      contact.setAttribute('api-base', other.url);
      await waitFor(() => expect((shadow(page, 'clinic-contact').querySelector('input[name="form_stamp"]') as HTMLInputElement | null)?.value).toBe('other'));
      expect(other.to(STAMP)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('observes exactly the attributes its shipped types declare, for every element', async () => {
    const file = path.resolve(import.meta.dirname, '../../../widgets/types/clinic-widgets.d.ts');
    const program = ts.createProgram([file], { strict: true, noEmit: true, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [] });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(file)!;
    const elements = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'ClinicWidgetElements')!;
    const declared = new Map<string, string[]>();
    for (const member of checker.getTypeAtLocation(elements).getProperties()) {
      const attributes = checker.getTypeOfSymbolAtLocation(member, elements).getProperties().map((p) => p.name);
      declared.set(member.name, attributes.sort());
    }
    expect([...declared.keys()].sort()).toEqual(['clinic-booking', 'clinic-contact', 'clinic-faq', 'clinic-treatment-map']);

    const page = await open('');
    for (const [tag, attributes] of declared) {
      const element = page.win.customElements.get(tag) as unknown as { observedAttributes: string[] };
      expect([...element.observedAttributes].sort(), tag).toEqual(attributes);
    }
    // type-checking the declarations with lib.dom takes seconds of CPU on a loaded 2-core machine
  }, 60_000);
});
