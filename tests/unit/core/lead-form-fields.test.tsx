/**
 * What the three lead forms (booking, 'Get In Touch', the locations form) do with the phone and
 * with the server's refusals, in English and in Spanish (docs/product/validation.md,
 * docs/product/messages.md): the phone is a tel field whose typed '+1 (305) 555-0111' goes out as
 * its ten digits (anything else goes as typed, for the server to refuse); a field the server
 * refuses shows the server's message at the field, marked aria-invalid and focused, beside the
 * toast, until the visitor types in it. Runs on React 19 and on preact/compat, like every core spec.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BookingSection } from '../../../src/booking/booking-section';
import { GetInTouchForm } from '../../../src/contact/get-in-touch-form';
import { LocationsContactForm } from '../../../src/contact/locations-contact-form';
import { apiPath } from '../../../src/config/clinic';
import { CoreCopyProvider } from '../../../src/i18n/core-copy-context';
import { englishCoreCopy, type CoreCopy } from '../../../src/i18n/core-copy';
import { spanishCoreCopy } from '../../../src/i18n/core-copy.es';
import { fieldMessages as serverEn, replyMessages as repliesEn } from '../../../server/i18n/api-messages';
import { fieldMessages as serverEs, replyMessages as repliesEs } from '../../../server/i18n/api-messages.es';
import { photoFile } from '../lead-forms/canvas-polyfill';
import { leadFormSuite } from '../lead-forms/lead-form-suite';
import { field, type Received } from '../lead-forms/lead-api-server';
import { advance, expectPhoneInput, until, watchToasts } from '../lead-forms/on-screen';

const BOOK = apiPath('scheduleconversation');
const CONTACT = apiPath('contactus');

const suite = leadFormSuite('1700000000000.ZmllbGRz', { canvas: true });

/** A form as the visitor meets it, in one language: its fields by name, what it sends, and where the server's answer goes. */
interface FormCase {
  name: string;
  path: string;
  render: () => ReactNode;
  heading: (copy: CoreCopy) => string;
  submit: (copy: CoreCopy) => string;
  labels: (copy: CoreCopy) => Record<string, string>;
  /** field name → a complete value */
  complete: Record<string, string>;
  photo?: boolean;
  /** the phone the server received */
  sentPhone: (request: Received) => string | undefined;
}

const forms: FormCase[] = [
  {
    name: 'the booking section',
    path: BOOK,
    render: () => <BookingSection />,
    heading: (copy) => copy.booking.formHeading,
    submit: (copy) => copy.booking.submit,
    labels: (copy) => copy.booking.labels,
    complete: { first_name: 'Ana', last_name: 'López', email: 'ana@example', phone: '3055550100', message: 'El cuello.' },
    photo: true,
    sentPhone: (request) => field(request, 'phone'),
  },
  {
    name: "'Get In Touch'",
    path: CONTACT,
    render: () => <GetInTouchForm />,
    heading: (copy) => copy.contact.getInTouch.heading,
    submit: (copy) => copy.contact.getInTouch.submit,
    labels: (copy) => copy.contact.getInTouch.labels,
    complete: { name: 'Ana López', email: 'ana@example', phone: '3055550100', message: '¿Duele?' },
    sentPhone: (request) => (request.json as { phone?: string }).phone,
  },
  {
    name: 'the locations form',
    path: CONTACT,
    render: () => <LocationsContactForm />,
    heading: (copy) => copy.contact.locations.heading,
    submit: (copy) => copy.contact.locations.submit,
    labels: (copy) => copy.contact.locations.labels,
    complete: { first_name: 'Ana', last_name: 'López', email: 'ana@example', phone: '3055550100', message: 'Sábados?' },
    sentPhone: (request) => (request.json as { phone?: string }).phone,
  },
];

const languages = [
  { language: 'English', copy: englishCoreCopy, server: { ...serverEn, ...repliesEn }, acceptLanguage: 'en' },
  { language: 'Spanish', copy: spanishCoreCopy, server: { ...serverEs, ...repliesEs }, acceptLanguage: 'es' },
];

function open(c: FormCase, copy: CoreCopy) {
  render(<CoreCopyProvider value={copy}>{c.render()}</CoreCopyProvider>);
  const form = screen.getByRole('form', { name: c.heading(copy) });
  const labels = c.labels(copy);
  const input = (name: string) => within(form).getByLabelText(labels[name]!) as HTMLInputElement;
  /** the message tied to the field through aria-describedby, as a screen reader reads it */
  const errorOf = (name: string) => {
    const ids = input(name).getAttribute('aria-describedby');
    return ids ? (form.querySelector(`[id="${ids.split(' ').at(-1)}"]`)?.textContent ?? null) : null;
  };
  const fill = async (values: Record<string, string>) => {
    await until(() => expect(form.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe('1700000000000.ZmllbGRz'));
    for (const [name, value] of Object.entries(values)) fireEvent.input(input(name), { target: { value } });
    if (c.photo) {
      const picker = within(form).getByLabelText(copy.booking.labels.image);
      Object.defineProperty(picker, 'files', { value: [await photoFile()], configurable: true });
      await act(async () => {
        picker.dispatchEvent(new Event('change', { bubbles: true }));
      });
    }
  };
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: c.submit(copy) }));
  return { form, input, errorOf, fill, submit };
}

describe.each(forms)('$name: the phone', (c) => {
  it('is a tel field with a keypad of digits and the browser’s phone autofill', () => {
    expectPhoneInput(open(c, englishCoreCopy).input('phone'));
  });

  it("sends '+1 (305) 555-0111' as typed into it as 3055550111, and a number with other punctuation as its ten digits", async () => {
    suite.api.answer(c.path, { status: 200, body: { success: true, message: 'Thank you.' } }, { status: 200, body: { success: true, message: 'Thank you.' } });
    const f = open(c, englishCoreCopy);
    await f.fill({ ...c.complete, phone: '+1 (305) 555-0111' });
    expect(f.input('phone').value).toBe('+1 (305) 555-0111');
    f.submit();
    await until(() => expect(suite.api.to(c.path)).toHaveLength(1));
    expect(c.sentPhone(suite.api.to(c.path)[0]!)).toBe('3055550111');
    // the answer arrives: the sent form is cleared
    await until(() => expect(f.input('phone').value).toBe(''));

    await f.fill({ ...c.complete, phone: ' 305.555.0112 ' });
    f.submit();
    await until(() => expect(suite.api.to(c.path)).toHaveLength(2));
    expect(c.sentPhone(suite.api.to(c.path)[1]!)).toBe('3055550112');
    await advance(4000);
  });

  it('sends a phone that is not a US number as typed (trimmed), for the server to refuse', async () => {
    suite.api.answer(c.path, { status: 200, body: { success: false, message: 'Please correct the highlighted fields.', errors: { phone: serverEn.phoneInvalid } } });
    const f = open(c, englishCoreCopy);
    await f.fill({ ...c.complete, phone: ' +44 20 7946 0958 ' });
    f.submit();
    await until(() => expect(suite.api.to(c.path)).toHaveLength(1));
    expect(c.sentPhone(suite.api.to(c.path)[0]!)).toBe('+44 20 7946 0958');
    await until(() => expect(f.errorOf('phone')).toBe(serverEn.phoneInvalid));
    await advance(4000);
  });
});

describe.each(forms)('$name: a field the server refuses', (c) => {
  it.each(languages)('shows the server’s message at the field, aria-invalid and focused, beside the toast ($language)', async ({ copy, server, acceptLanguage }) => {
    suite.api.answer(c.path, { status: 200, body: { success: false, message: server.fixFields, errors: { email: server.emailInvalid } } });
    const f = open(c, copy);
    await f.fill(c.complete);
    const toasts = watchToasts();
    f.submit();
    await until(() => expect(f.errorOf('email')).toBe(server.emailInvalid));
    expect(suite.api.to(c.path)[0]!.headers['accept-language']).toBe(acceptLanguage);
    expect(f.input('email').getAttribute('aria-invalid')).toBe('true');
    expect(f.input('email').closest('.clinic-field')?.classList.contains('clinic-field--invalid')).toBe(true);
    expect(toasts.visible()).toEqual([`error: ${server.emailInvalid}`]);
    // every other field is left as it was: not marked, still filled in
    for (const name of Object.keys(c.complete).filter((n) => n !== 'email')) {
      expect(f.input(name).getAttribute('aria-invalid'), name).toBeNull();
      expect(f.input(name).value, name).not.toBe('');
    }
    await until(() => expect(document.activeElement).toBe(f.input('email')));

    // the visitor corrects it: the mark goes with the first keystroke
    fireEvent.input(f.input('email'), { target: { value: 'ana@example.com' } });
    await until(() => expect(f.errorOf('email')).toBeNull());
    expect(f.input('email').getAttribute('aria-invalid')).toBeNull();
    await advance(4000);
  });
});

describe('a refusal with no field map', () => {
  it('marks no field (a sentence, or the form as a whole, shows only as a toast)', async () => {
    suite.api.answer(
      CONTACT,
      { status: 200, body: { success: false, message: repliesEn.fixFields, errors: 'Messages are closed for maintenance.' } },
      { status: 200, body: { success: false, message: repliesEn.formExpired, errors: { form: repliesEn.formExpired } } },
    );
    const f = open(forms[1]!, englishCoreCopy);
    await f.fill(forms[1]!.complete);
    const toasts = watchToasts();
    f.submit();
    await until(() => expect(toasts.visible()).toEqual(['error: Messages are closed for maintenance.']));
    f.submit();
    await until(() => expect(toasts.visible()).toHaveLength(2));
    expect(f.form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await advance(4000);
  });
});
