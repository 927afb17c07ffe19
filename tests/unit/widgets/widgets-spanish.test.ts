/**
 * The built widget bundle in Spanish on a partner page (docs/decisions/0006-languages.md): a
 * widget with lang="es", or any widget on a page whose <html lang> starts with es, shows every
 * label, message, toast and thank-you panel in Spanish, asks the clinic's server for Spanish, and
 * loads the Spanish words as an on-demand part; a changed lang switches the widget in place.
 * Like widgets-bundle.test.ts it needs `npm run build:widgets` first.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { apiPath } from '../../../src/config/clinic';
import { bookingCopy as bookingEs } from '../../../src/booking/booking-copy.es';
import { thankYouCopy as thankYouEs } from '../../../src/booking/thank-you-copy.es';
import { getInTouchCopy as getInTouchEs } from '../../../src/contact/contact-copy.es';
import * as validationEs from '../../../src/forms/validation-messages.es';
import * as imageErrorsEs from '../../../src/booking/image-errors.es';
import * as fallbackEs from '../../../src/responses/fallback-messages.es';
import { toastCopy as toastEs } from '../../../src/toast/toast-copy.es';
import { consultationTypes as consultationTypesEs } from '../../../src/content/consultation-types.es';
import { resultsFaqs as resultsFaqsEs } from '../../../src/content/faq-groups.es';
import { hotspots as hotspotsEs } from '../../../src/treatment-map/hotspots.es';
import { bundleBuilt, openPartnerPage, pickFile, toastArea, typeInto, waitFor, partnerSuite, type PartnerPage } from '../lead-forms/partner-page';

const BOOK = apiPath('scheduleconversation');
const CONTACT = apiPath('contactus');
const STAMP = '/api/form-stamp';

const suite = partnerSuite('1700000000000.ZXNwYcOxb2w');

async function open(body: string, opts: { htmlLang?: string } = {}) {
  const page = await openPartnerPage(suite.api, body, opts);
  suite.pages.push(page);
  return page;
}

const shadow = (page: PartnerPage, selector: string) => {
  const root = page.doc.querySelector(selector)?.shadowRoot;
  if (!root) throw new Error(`${selector} has no shadow root`);
  return root;
};

const errors = (root: ShadowRoot) => Array.from(root.querySelectorAll('.clinic-field__error')).map((e) => e.textContent);
const labels = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll('form label'))
    // the fields' own labels: the time picker's choices and the photo picker's button are checked apart
    .filter((l) => !l.closest('.clinic-honeypot, .clinic-picker') && !l.classList.contains('clinic-field__choose'))
    .map((l) => l.textContent);
const spanishPart = () => suite.api.received.filter((r) => /^\/widgets\/clinic-widgets-es\.[0-9a-f]+\.js$/.test(r.path));

async function fillBooking(page: PartnerPage, root: ShadowRoot) {
  await waitFor(() => expect(root.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe('1700000000000.ZXNwYcOxb2w'));
  typeInto(page.win, root.querySelector('input[name="first_name"]'), 'Lucía');
  typeInto(page.win, root.querySelector('input[name="last_name"]'), 'Gómez');
  typeInto(page.win, root.querySelector('input[name="email"]'), 'lucia@example.com');
  typeInto(page.win, root.querySelector('input[name="phone"]'), '3055550133');
  typeInto(page.win, root.querySelector('textarea[name="message"]'), 'La papada, por favor.');
  const bytes = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#c88' } }).jpeg().toBuffer();
  pickFile(page.win, root.querySelector('input[type="file"]'), new page.win.File([new Uint8Array(bytes)], 'yo.jpg', { type: 'image/jpeg' }));
}

describe.skipIf(!bundleBuilt())('the widgets in Spanish', () => {
  it('<clinic-booking lang="es">: Spanish headings, steps, labels and required messages, nothing sent', async () => {
    const page = await open('<clinic-booking lang="es"></clinic-booking>');
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:ready')).toHaveLength(1));
    const root = shadow(page, 'clinic-booking');
    expect(root.querySelector('form h2')?.textContent).toBe(bookingEs.formHeading);
    expect(root.querySelector('.clinic-booking__types h2')?.textContent).toBe(bookingEs.typesHeading);
    expect(Array.from(root.querySelectorAll('.clinic-booking__step-title')).map((t) => t.textContent)).toEqual(consultationTypesEs.map((t) => t.title));
    expect(labels(root)).toEqual(Object.values(bookingEs.labels));
    // the photo picker is a button worded in Spanish, not the browser's 'Choose File'
    expect(root.querySelector('.clinic-field__choose')?.textContent).toBe(bookingEs.picker!.choose);
    await waitFor(() => expect(root.querySelector('.clinic-picker legend')?.textContent).toBe('¿Cómo prefiere su consulta?'));
    expect(Array.from(root.querySelectorAll('.clinic-picker label'), (l) => l.textContent)).toEqual([
      'En persona en la clínica de Miami',
      'Llamada telefónica',
      'FaceTime / videollamada',
      'Prefiero que me llamen',
    ]);
    expect(root.textContent).not.toContain('Book a Free Consultation');
    expect(spanishPart()).toHaveLength(1);

    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(errors(root)).toHaveLength(6));
    expect(errors(root)).toEqual([
      validationEs.NAME_REQUIRED, validationEs.LAST_NAME_REQUIRED, validationEs.EMAIL_REQUIRED,
      validationEs.PHONE_REQUIRED, validationEs.MESSAGE_REQUIRED, validationEs.IMAGE_REQUIRED,
    ]);
    expect(errors(root)[0]).toBe('El nombre es obligatorio');
    expect(suite.api.to(BOOK)).toHaveLength(0);
    expect(page.errors).toEqual([]);
  });

  it('books in Spanish: the call asks for Spanish, the server’s toast and the thank-you panel show, clinic:success fires as always', async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: '¡Gracias, Lucía! Le llamaremos pronto.' } });
    const page = await open('<clinic-booking id="reserva" lang="es-US"></clinic-booking>');
    await waitFor(() => expect(page.doc.querySelector('clinic-booking')?.shadowRoot?.querySelector('form')).toBeTruthy());
    const root = shadow(page, 'clinic-booking');
    await fillBooking(page, root);
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(page.events.some((e) => e.type === 'clinic:success')).toBe(true));
    expect(suite.api.to(BOOK)[0]?.headers['accept-language']).toBe('es');
    expect(suite.api.to(STAMP)[0]?.headers['accept-language']).not.toBe('en');
    expect(page.events.find((e) => e.type === 'clinic:success')?.detail).toEqual({ widget: 'booking', instance: 'reserva', language: 'es' });
    await waitFor(() => expect(toastArea(page)?.textContent).toContain('¡Gracias, Lucía! Le llamaremos pronto.'));
    expect(toastArea(page)?.getAttribute('aria-label')).toBe(toastEs.areaLabel);
    expect(toastArea(page)?.querySelector('.notyf__dismiss-btn')?.getAttribute('aria-label')).toBe(toastEs.closeLabel);
    await waitFor(() => expect(root.querySelector('.clinic-thanks h2')?.textContent).toBe(thankYouEs.heading), 2000);
    expect(root.querySelector('.clinic-thanks button')?.textContent).toBe(thankYouEs.again);
  });

  it('words a failed booking in Spanish and tells the page with clinic:error', async () => {
    suite.api.answer(BOOK, { status: 502, body: '<h1>Bad gateway</h1>' });
    const page = await open('<clinic-booking lang="es"></clinic-booking>');
    await waitFor(() => expect(page.doc.querySelector('clinic-booking')?.shadowRoot?.querySelector('form')).toBeTruthy());
    const root = shadow(page, 'clinic-booking');
    await fillBooking(page, root);
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(page.events.some((e) => e.type === 'clinic:error')).toBe(true));
    await waitFor(() => expect(toastArea(page)?.textContent).toContain(fallbackEs.LOGIN_FAILED));
    expect(toastArea(page)?.textContent).not.toContain('Login failed');
  });

  it('words the photo conversion’s own errors in Spanish: a browser that cannot draw, a canvas that gives no JPEG', async () => {
    const page = await open('<clinic-booking lang="es"></clinic-booking>');
    await waitFor(() => expect(page.doc.querySelector('clinic-booking')?.shadowRoot?.querySelector('form')).toBeTruthy());
    const root = shadow(page, 'clinic-booking');
    const photo = async (name: string) => {
      const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c88' } }).jpeg().toBuffer();
      pickFile(page.win, root.querySelector('input[type="file"]'), new page.win.File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
    };
    const imageError = () => root.querySelector('.clinic-field__error')?.textContent;
    const canvas = page.win.HTMLCanvasElement.prototype as unknown as Record<string, unknown>;
    const { getContext } = canvas;

    canvas.getContext = () => null;
    await photo('uno.jpg');
    await waitFor(() => expect(imageError()).toBe(imageErrorsEs.CANNOT_DRAW));

    canvas.getContext = getContext;
    canvas.toBlob = (done: (blob: Blob | null) => void) => done(null);
    await photo('dos.jpg');
    await waitFor(() => expect(imageError()).toBe(imageErrorsEs.NOT_CONVERTED));
    expect(root.textContent).not.toMatch(/could not be converted|cannot draw/);
    expect(page.errors).toEqual([]);
  });

  it('follows a Spanish page’s <html lang> when the element has no lang, and its own lang over the page’s', async () => {
    suite.api.answer(CONTACT, { status: 200, body: { success: false } });
    const page = await open('<clinic-contact id="es"></clinic-contact><clinic-contact id="en" lang="en"></clinic-contact>', { htmlLang: 'es-US' });
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:ready')).toHaveLength(2));
    const es = shadow(page, '#es');
    const en = shadow(page, '#en');
    expect(es.querySelector('h2')?.textContent).toBe(getInTouchEs.heading);
    expect(en.querySelector('h2')?.textContent).toBe('Get In Touch');

    await waitFor(() => expect(es.querySelector('input[name="form_stamp"]')).not.toBeNull());
    typeInto(page.win, es.querySelector('input[name="name"]'), 'Lucía Gómez');
    typeInto(page.win, es.querySelector('input[name="email"]'), 'lucia@example.com');
    typeInto(page.win, es.querySelector('input[name="phone"]'), '3055550133');
    typeInto(page.win, es.querySelector('textarea[name="message"]'), '¿Tienen citas el sábado?');
    (es.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(suite.api.to(CONTACT)).toHaveLength(1));
    expect(suite.api.to(CONTACT)[0]?.headers['accept-language']).toBe('es');
    await waitFor(() => expect(toastArea(page)?.textContent).toContain(fallbackEs.SOMETHING_WENT_WRONG));

    (en.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(errors(en)[0]).toBe('Name is required'));
  });

  it('switches in place when lang changes, keeping what the visitor typed', async () => {
    const page = await open('<clinic-booking></clinic-booking>');
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:ready')).toHaveLength(1));
    const element = page.doc.querySelector('clinic-booking')!;
    const root = shadow(page, 'clinic-booking');
    expect(root.querySelector('form h2')?.textContent).toBe('Book a Free Consultation');
    expect(spanishPart()).toHaveLength(0);
    typeInto(page.win, root.querySelector('input[name="first_name"]'), 'Lucía');

    element.setAttribute('lang', 'es');
    await waitFor(() => expect(root.querySelector('form h2')?.textContent).toBe(bookingEs.formHeading));
    expect(labels(root)).toEqual(Object.values(bookingEs.labels));
    expect((root.querySelector('input[name="first_name"]') as HTMLInputElement).value).toBe('Lucía');
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(errors(root)).toHaveLength(5));
    expect(errors(root)).toEqual([
      validationEs.LAST_NAME_REQUIRED, validationEs.EMAIL_REQUIRED, validationEs.PHONE_REQUIRED, validationEs.MESSAGE_REQUIRED, validationEs.IMAGE_REQUIRED,
    ]);

    element.setAttribute('lang', 'en');
    await waitFor(() => expect(root.querySelector('form h2')?.textContent).toBe('Book a Free Consultation'));
    expect(errors(root)).toEqual(['Name is required', 'Email is required', 'Phone is required', 'Message is required', 'Image is required']);
    expect((root.querySelector('input[name="first_name"]') as HTMLInputElement).value).toBe('Lucía');
    expect(page.events.filter((e) => e.type === 'clinic:ready')).toHaveLength(1);
    expect(page.errors).toEqual([]);
  });

  it('<clinic-faq lang="es"> shows the clinic’s Spanish questions, from their own file', async () => {
    const page = await open('<clinic-faq group="results_faq" lang="es"></clinic-faq><clinic-faq id="en" group="results_faq"></clinic-faq>');
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:ready')).toHaveLength(2));
    const es = shadow(page, 'clinic-faq');
    const questions = Array.from(es.querySelectorAll('button[aria-expanded]')).map((b) => b.textContent);
    expect(questions).toEqual(resultsFaqsEs.map((f) => `${f.number}.${f.question}`));
    expect(suite.api.to('/widgets/clinic-faqs-results_faq.es.json')).toHaveLength(1);
    expect(suite.api.to('/widgets/clinic-faqs-results_faq.json')).toHaveLength(1);
    expect(shadow(page, '#en').textContent).not.toContain(resultsFaqsEs[0].question);
  });

  it('<clinic-treatment-map lang="es"> draws the Spanish picture and areas, linking to the Spanish pages', async () => {
    const page = await open('<clinic-treatment-map lang="es"></clinic-treatment-map>');
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:ready')).toHaveLength(1));
    const root = shadow(page, 'clinic-treatment-map');
    expect(root.querySelector('img')?.getAttribute('src')).toBe(`${suite.api.url}/images/treatment-map/es/treatment-map.svg`);
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(hotspotsEs.map((h) => h.label));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(hotspotsEs.map((h) => `${suite.api.url}/es${h.path}`));
  });

  it('never loads the Spanish part on an English page', async () => {
    const page = await open('<clinic-booking></clinic-booking><clinic-contact></clinic-contact><clinic-faq></clinic-faq>');
    await waitFor(() => expect(page.events.filter((e) => e.type === 'clinic:ready')).toHaveLength(3));
    expect(spanishPart()).toEqual([]);
    expect(suite.api.received.filter((r) => /^\/widgets\/clinic-faqs-[a-z_]+\.es\.json$/.test(r.path))).toEqual([]);
  });
});
