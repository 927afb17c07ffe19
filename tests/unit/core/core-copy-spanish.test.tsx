/**
 * The core components in Spanish (docs/decisions/0006-languages.md): inside a CoreCopyProvider with
 * the Spanish copy, every label, required-field message, fallback toast and the toast area speak
 * Spanish, word for word as the Spanish twins (*.es.ts) have them, and every call asks the server
 * for Spanish with Accept-Language. Without a provider the same components stay English and ask
 * for English. Runs on React 19 and on preact/compat, like every core spec.
 */
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BookingSection } from '../../../src/booking/booking-section';
import { GetInTouchForm } from '../../../src/contact/get-in-touch-form';
import { LocationsContactForm } from '../../../src/contact/locations-contact-form';
import { TreatmentMap } from '../../../src/treatment-map/treatment-map';
import { apiPath } from '../../../src/config/clinic';
import { CoreCopyProvider } from '../../../src/i18n/core-copy-context';
import { englishCoreCopy } from '../../../src/i18n/core-copy';
import { spanishCoreCopy } from '../../../src/i18n/core-copy.es';
import { loadCoreCopy } from '../../../src/i18n/load-core-copy';
import { localeFromLang } from '../../../src/i18n/locale';
import { englishMapContent } from '../../../src/treatment-map/map-content';
import * as hotspotsEs from '../../../src/treatment-map/hotspots.es';
import { consultationTypes as consultationTypesEs } from '../../../src/content/consultation-types.es';
import { mapConsultationResponse, mapContactResponse, mapLoginResponse } from '../../../src/responses';
import { bookingCopy as bookingEs } from '../../../src/booking/booking-copy.es';
import { getInTouchCopy as getInTouchEs, locationsFormCopy as locationsEs } from '../../../src/contact/contact-copy.es';
import * as validationEs from '../../../src/forms/validation-messages.es';
import * as imageErrorsEn from '../../../src/booking/image-errors';
import * as imageErrorsEs from '../../../src/booking/image-errors.es';
import * as fallbackEs from '../../../src/responses/fallback-messages.es';
import { toastCopy as toastEs } from '../../../src/toast/toast-copy.es';
import { installCanvasPolyfill, photoFile } from '../lead-forms/canvas-polyfill';
import { leadFormSuite } from '../lead-forms/lead-form-suite';
import { advance, allToasts, until, watchToasts } from '../lead-forms/on-screen';

const BOOK = apiPath('scheduleconversation');
const CONTACT = apiPath('contactus');

const suite = leadFormSuite('1700000000000.ZXNwYW5vbA');

const inSpanish = (children: ReactNode) => render(<CoreCopyProvider value={spanishCoreCopy}>{children}</CoreCopyProvider>);

/** The message tied to a field through aria-describedby, as a screen reader reads it. */
function errorOf(form: HTMLElement, label: string): string | null {
  const ids = within(form).getByLabelText(label).getAttribute('aria-describedby');
  return ids ? (form.querySelector(`[id="${ids.split(' ').at(-1)}"]`)?.textContent ?? null) : null;
}

async function stamped(form: HTMLElement) {
  await until(() => expect(form.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe('1700000000000.ZXNwYW5vbA'));
}

/** A native change event: with preact/compat, testing-library's fireEvent.change fires `input` instead. */
async function choose(input: HTMLElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('localeFromLang', () => {
  it("reads 'es', 'es-US' and 'ES' as Spanish, and anything else or nothing as English", () => {
    expect(['es', 'es-US', 'ES', ' es-419 '].map(localeFromLang)).toEqual(['es', 'es', 'es', 'es']);
    expect(['en', 'en-US', 'fr', 'est', '', null, undefined].map(localeFromLang)).toEqual(['en', 'en', 'en', 'en', 'en', 'en', 'en']);
  });
});

describe('loadCoreCopy', () => {
  it('gives the English copy for en and the Spanish copy for es', async () => {
    await expect(loadCoreCopy('en')).resolves.toBe(englishCoreCopy);
    const es = await loadCoreCopy('es');
    expect(es.locale).toBe('es');
    expect(es.validation.NAME_REQUIRED).toBe('El nombre es obligatorio');
    expect(es.validation.LAST_NAME_REQUIRED).toBe('El apellido es obligatorio');
    expect(englishCoreCopy.validation.LAST_NAME_REQUIRED).toBe('Name is required');
  });
});

describe('the booking section inside a Spanish provider', () => {
  it('shows its headings, labels, hint and button in Spanish', () => {
    inSpanish(<BookingSection />);
    const form = screen.getByRole('form', { name: bookingEs.formHeading });
    expect(screen.getByRole('heading', { level: 2, name: bookingEs.typesHeading })).toBeTruthy();
    for (const label of Object.values(bookingEs.labels)) expect(within(form).getByLabelText(label)).toBeTruthy();
    expect(screen.getByText(bookingEs.imageHint)).toBeTruthy();
    // the English hint's stray space before the comma is SPEC.md's; the Spanish has none
    expect(bookingEs.imageHint).toBe('Tipos de archivo aceptados: jpg, tamaño del archivo: 16MB.');
    expect(screen.getByRole('button', { name: bookingEs.submit })).toBeTruthy();
    expect(form.querySelector('.clinic-honeypot label')?.textContent).toBe('Sitio web');
    expect(screen.queryByText('Book a Free Consultation')).toBeNull();
  });

  it('shows every required-field message in Spanish on an empty submit, and sends nothing', async () => {
    inSpanish(<BookingSection />);
    const form = screen.getByRole('form', { name: bookingEs.formHeading });
    fireEvent.click(screen.getByRole('button', { name: bookingEs.submit }));
    await until(() => expect(errorOf(form, bookingEs.labels.first_name)).toBe('El nombre es obligatorio'));
    expect(errorOf(form, bookingEs.labels.first_name)).toBe(validationEs.NAME_REQUIRED);
    expect(errorOf(form, bookingEs.labels.last_name)).toBe('El apellido es obligatorio');
    expect(errorOf(form, bookingEs.labels.last_name)).toBe(validationEs.LAST_NAME_REQUIRED);
    expect(errorOf(form, bookingEs.labels.email)).toBe(validationEs.EMAIL_REQUIRED);
    expect(errorOf(form, bookingEs.labels.phone)).toBe(validationEs.PHONE_REQUIRED);
    expect(errorOf(form, bookingEs.labels.message)).toBe(validationEs.MESSAGE_REQUIRED);
    expect(errorOf(form, bookingEs.labels.image)).toBe(validationEs.IMAGE_REQUIRED);
    expect(within(form).queryByText('Name is required')).toBeNull();
    await advance(10);
    expect(suite.api.to(BOOK)).toHaveLength(0);
  });

  it('words its photo picker in Spanish rather than leaving it to the browser, the file input still the control', async () => {
    inSpanish(<BookingSection />);
    const form = screen.getByRole('form', { name: bookingEs.formHeading });
    const input = within(form).getByLabelText(bookingEs.labels.image) as HTMLInputElement;
    expect([input.type, input.name, input.accept, input.required]).toEqual(['file', 'image', '.jpg', true]);
    // the visible button is a label of the same input, so a click opens the browser's picker
    const button = within(form).getByText(bookingEs.picker!.choose).closest('label');
    expect(button?.getAttribute('for')).toBe(input.id);
    // its words are not read out a second time: the input is named by the field's own label
    expect(within(form).getByText(bookingEs.picker!.choose).getAttribute('aria-hidden')).toBe('true');
    const chosen = () => form.querySelector(`[id="${input.getAttribute('aria-describedby')?.split(' ')[0]}"]`)?.textContent;
    expect(chosen()).toBe('Ninguna imagen seleccionada');
    await choose(input, new File(['x'], 'cara.jpg', { type: 'image/jpeg' }));
    expect(chosen()).toBe('cara.jpg');
    // a cancelled choice
    Object.defineProperty(input, 'files', { value: [], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(chosen()).toBe(bookingEs.picker!.none);
  });

  it('refuses a file that is not an image in Spanish', async () => {
    inSpanish(<BookingSection />);
    const form = screen.getByRole('form', { name: bookingEs.formHeading });
    await choose(within(form).getByLabelText(bookingEs.labels.image), new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    await until(() => expect(errorOf(form, bookingEs.labels.image)).toBe(validationEs.ONLY_IMAGES));
  });

  it('words the photo conversion’s own errors in Spanish, and in English without the provider', async () => {
    const canvas = installCanvasPolyfill();
    const proto = HTMLCanvasElement.prototype as unknown as Record<string, unknown>;
    const { getContext, toBlob } = proto;
    try {
      inSpanish(<BookingSection />);
      const form = screen.getByRole('form', { name: bookingEs.formHeading });
      // a browser without a 2D canvas
      proto.getContext = () => null;
      await choose(within(form).getByLabelText(bookingEs.labels.image), await photoFile());
      await until(() => expect(errorOf(form, bookingEs.labels.image)).toBe(imageErrorsEs.CANNOT_DRAW));
      // a canvas that gives no JPEG back
      proto.getContext = getContext;
      proto.toBlob = (done: (blob: Blob | null) => void) => done(null);
      await choose(within(form).getByLabelText(bookingEs.labels.image), await photoFile({ name: 'otra.jpg' }));
      await until(() => expect(errorOf(form, bookingEs.labels.image)).toBe(imageErrorsEs.NOT_CONVERTED));
      expect(imageErrorsEs.NOT_CONVERTED).toBe('No se pudo convertir la imagen.');
      cleanup();

      render(<BookingSection />);
      const english = screen.getByRole('form', { name: 'Book a Free Consultation' });
      await choose(within(english).getByLabelText('Upload Image'), await photoFile());
      await until(() => expect(errorOf(english, 'Upload Image')).toBe(imageErrorsEn.NOT_CONVERTED));
      expect(imageErrorsEn.NOT_CONVERTED).toBe('The image could not be converted.');
      // the Spanish words are keyed by the very sentences the conversion throws
      expect(imageErrorsEs.byEnglishText).toEqual({
        [imageErrorsEn.CANNOT_DRAW]: imageErrorsEs.CANNOT_DRAW,
        [imageErrorsEn.NOT_CONVERTED]: imageErrorsEs.NOT_CONVERTED,
      });
    } finally {
      proto.getContext = getContext;
      proto.toBlob = toBlob;
      canvas.uninstall();
    }
  });

  it('asks the server for Spanish, and words its own fallbacks and the toast area in Spanish', async () => {
    const canvas = installCanvasPolyfill();
    try {
      suite.api.answer(BOOK, { status: 200, body: { success: false } }, 'drop');
      inSpanish(<BookingSection />);
      const form = screen.getByRole('form', { name: bookingEs.formHeading });
      await stamped(form);
      const values: [string, string][] = [
        [bookingEs.labels.first_name, 'Ana'],
        [bookingEs.labels.last_name, 'López'],
        [bookingEs.labels.email, 'ana@example.com'],
        [bookingEs.labels.phone, '3055550100'],
        [bookingEs.labels.message, 'El cuello, por favor.'],
      ];
      for (const [label, value] of values) fireEvent.input(within(form).getByLabelText(label), { target: { value } });
      await choose(within(form).getByLabelText(bookingEs.labels.image), await photoFile());
      const toasts = watchToasts();

      fireEvent.click(screen.getByRole('button', { name: bookingEs.submit }));
      await until(() => expect(toasts.visible()).toEqual([`error: ${fallbackEs.SOMETHING_WENT_WRONG}`]));
      expect(suite.api.to(BOOK)[0]?.headers['accept-language']).toBe('es');
      const shown = allToasts().at(-1)!.node;
      expect(shown.querySelector('.notyf__dismiss-btn')?.getAttribute('aria-label')).toBe(toastEs.closeLabel);
      expect(document.querySelector('.notyf')?.getAttribute('aria-label')).toBe(toastEs.areaLabel);

      // the network drops the second try: the client's own sentence, in Spanish
      fireEvent.click(screen.getByRole('button', { name: bookingEs.submit }));
      await until(() => expect(toasts.visible()).toContain(`error: ${fallbackEs.NETWORK_ERROR}`));
      await advance(4000);
    } finally {
      canvas.uninstall();
    }
  });
});

describe('the booking section without a provider', () => {
  it('stays English and asks the server for English', async () => {
    const canvas = installCanvasPolyfill();
    try {
      suite.api.answer(BOOK, { status: 200, body: { success: false } });
      render(<BookingSection />);
      const form = screen.getByRole('form', { name: 'Book a Free Consultation' });
      // the browser's own picker, as docs/product/screens.md has it
      expect(form.querySelector('.clinic-field__choose')).toBeNull();
      await stamped(form);
      const values: [string, string][] = [
        ['First Name', 'Ana'],
        ['Last Name', 'Lopez'],
        ['Email', 'ana@example.com'],
        ['Phone', '3055550100'],
        ['Message', 'Neck, please.'],
      ];
      for (const [label, value] of values) fireEvent.input(within(form).getByLabelText(label), { target: { value } });
      await choose(within(form).getByLabelText('Upload Image'), await photoFile());
      const toasts = watchToasts();
      fireEvent.click(screen.getByRole('button', { name: 'Book a free consultation' }));
      await until(() => expect(toasts.visible()).toEqual(['error: Something went wrong']));
      expect(suite.api.to(BOOK)[0]?.headers['accept-language']).toBe('en');
      expect(document.querySelector('.notyf')?.getAttribute('aria-label')).toBe('Notifications (Alt+T)');
      await advance(4000);
    } finally {
      canvas.uninstall();
    }
  });
});

describe('the contact forms inside a Spanish provider', () => {
  it("'Get In Touch': Spanish labels, details and required messages; an HTTP error says so in Spanish", async () => {
    suite.api.answer(CONTACT, { status: 500, body: '' });
    inSpanish(<GetInTouchForm />);
    const form = screen.getByRole('form', { name: getInTouchEs.heading });
    expect(screen.getByText(getInTouchEs.intro)).toBeTruthy();
    expect(screen.getByRole('complementary', { name: getInTouchEs.detailsHeading })).toBeTruthy();
    expect(screen.getByRole('list', { name: getInTouchEs.socialLabel })).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: getInTouchEs.submit }));
    await until(() => expect(errorOf(form, getInTouchEs.labels.name)).toBe(validationEs.NAME_REQUIRED));
    expect(errorOf(form, getInTouchEs.labels.email)).toBe(validationEs.EMAIL_REQUIRED);
    expect(errorOf(form, getInTouchEs.labels.phone)).toBe(validationEs.PHONE_REQUIRED);
    expect(errorOf(form, getInTouchEs.labels.message)).toBe(validationEs.MESSAGE_REQUIRED);
    expect(suite.api.to(CONTACT)).toHaveLength(0);

    await stamped(form);
    const values: [string, string][] = [
      [getInTouchEs.labels.name, 'Ana López'],
      [getInTouchEs.labels.email, 'ana@example.com'],
      [getInTouchEs.labels.phone, '3055550100'],
      [getInTouchEs.labels.message, '¿Duele el tratamiento?'],
    ];
    for (const [label, value] of values) fireEvent.input(within(form).getByLabelText(label), { target: { value } });
    const toasts = watchToasts();
    fireEvent.click(within(form).getByRole('button', { name: getInTouchEs.submit }));
    await until(() => expect(toasts.visible()).toEqual([`error: ${fallbackEs.TRY_AGAIN}`]));
    expect(suite.api.to(CONTACT)[0]?.headers['accept-language']).toBe('es');
    await advance(4000);
  });

  it('the locations form: Spanish labels and required messages', async () => {
    inSpanish(<LocationsContactForm />);
    const form = screen.getByRole('form', { name: locationsEs.heading });
    fireEvent.click(within(form).getByRole('button', { name: locationsEs.submit }));
    await until(() => expect(errorOf(form, locationsEs.labels.first_name)).toBe(validationEs.NAME_REQUIRED));
    expect(errorOf(form, locationsEs.labels.last_name)).toBe('El apellido es obligatorio');
    expect(errorOf(form, locationsEs.labels.email)).toBe(validationEs.EMAIL_REQUIRED);
    expect(errorOf(form, locationsEs.labels.phone)).toBe(validationEs.PHONE_REQUIRED);
    expect(errorOf(form, locationsEs.labels.message)).toBe(validationEs.MESSAGE_REQUIRED);
    await stamped(form);
  });
});

describe('the response mappers with the Spanish fallbacks', () => {
  it('word the client’s own sentences in Spanish, and keep the server’s message as it came', () => {
    const { fallback } = spanishCoreCopy;
    expect(mapConsultationResponse({ ok: false, failure: {} }, fallback)).toEqual([{ kind: 'error', message: 'Error de red' }]);
    expect(mapConsultationResponse({ ok: false, failure: { response: { status: 500, data: '' } } }, fallback)).toEqual([
      { kind: 'error', message: fallbackEs.LOGIN_FAILED },
    ]);
    expect(mapContactResponse({ ok: true, status: 200, data: { success: false } }, fallback)).toEqual([
      { kind: 'error', message: fallbackEs.SOMETHING_WENT_WRONG },
    ]);
    expect(mapLoginResponse({ ok: true, status: 200, data: { success: 1, user: { id: 1 } as never } }, fallback)).toEqual([
      { kind: 'success', message: fallbackEs.LOGIN_SUCCESS },
    ]);
    expect(mapContactResponse({ ok: true, status: 200, data: { success: false, message: 'Demasiados intentos.' } }, fallback)).toEqual([
      { kind: 'error', message: 'Demasiados intentos.' },
    ]);
    // and English without them
    expect(mapConsultationResponse({ ok: false, failure: {} })).toEqual([{ kind: 'error', message: 'Network error' }]);
  });
});

describe('the treatment map inside a Spanish provider', () => {
  it('shows the Spanish picture, areas and page links, each area leading to its /es page', () => {
    inSpanish(<TreatmentMap />);
    const picture = screen.getByRole('img', { name: hotspotsEs.MAP_PICTURE_ALT });
    expect(picture.getAttribute('src')).toBe('/images/treatment-map/es/treatment-map.svg');
    const areas = screen.getByRole('list', { name: 'Zonas de tratamiento' });
    expect(within(areas).getAllByRole('button').map((b) => b.textContent)).toEqual(hotspotsEs.hotspots.map((s) => s.label));
    expect(screen.getByRole('link', { name: 'Cuello' }).getAttribute('href')).toBe('/es/treatments/neck');
    fireEvent.click(within(areas).getByRole('button', { name: 'Cuello' }));
    expect(screen.getByRole('link', { name: 'Ver la página de cuello' }).getAttribute('href')).toBe('/es/treatments/neck');
    expect(screen.queryByText('Treatment areas')).toBeNull();
  });

  it('takes a map given as a prop over the copy’s', () => {
    inSpanish(<TreatmentMap content={englishMapContent} />);
    expect(screen.getByRole('list', { name: 'Treatment areas' })).toBeTruthy();
  });
});

describe('the consultation types inside a Spanish provider', () => {
  it('are the four Spanish steps', () => {
    inSpanish(<BookingSection />);
    const steps = within(screen.getByRole('list', { name: bookingEs.typesHeading })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('h3')?.textContent)).toEqual(consultationTypesEs.map((t) => t.title));
  });
});
