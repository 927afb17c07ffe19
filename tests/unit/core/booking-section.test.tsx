/**
 * The booking section as a visitor meets it (docs/product/screens.md, docs/product/behaviour.md, docs/product/validation.md, docs/product/messages.md, docs/product/limits.md): its content, every
 * required-field message, the photo checks and conversion, what reaches the server, every toast
 * of docs/product/messages.md "Consultation" for 4000 ms, and the next step 500 ms after a success.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import sharp from 'sharp';
import { BookingSection } from '../../../src/booking/booking-section';
import { apiPath } from '../../../src/config/clinic';
import { photoFile } from '../lead-forms/canvas-polyfill';
import { leadFormSuite } from '../lead-forms/lead-form-suite';
import { field, filePart } from '../lead-forms/lead-api-server';
import { advance, setPageUrl, until, watchToasts, expectPhoneInput } from '../lead-forms/on-screen';

const BOOK = apiPath('scheduleconversation');
const STAMP = '/api/form-stamp';
const PAGE_URL = 'http://localhost:3000/consultation?from=ad';

const suite = leadFormSuite('1700000000000.c2lnbmVk', { canvas: true });

beforeEach(() => {
  setPageUrl(PAGE_URL);
});

function renderBooking(props: Parameters<typeof BookingSection>[0] = {}) {
  const view = render(<BookingSection {...props} />);
  const form = screen.getByRole('form', { name: 'Book a Free Consultation' });
  const input = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  return { view, form, input };
}

async function fill(input: (label: string) => HTMLInputElement, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.input(input(label), { target: { value } });
}

/** A native change event: with preact/compat, testing-library's fireEvent.change fires `input` instead. */
async function choose(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const complete = { 'First Name': ' Ana ', 'Last Name': 'Lopez', Email: 'ana@example.com', Phone: '3055550100', Message: 'Jawline, please.' };

async function readyToSend(props: Parameters<typeof BookingSection>[0] = {}) {
  const r = renderBooking(props);
  await until(() => expect(r.form.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe('1700000000000.c2lnbmVk'));
  await fill(r.input, complete);
  await choose(r.input('Upload Image'), await photoFile());
  return r;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Book a free consultation' }));

describe('what the booking section shows', () => {
  it('has the four numbered consultation types beside the form', () => {
    renderBooking();
    expect(screen.getByRole('heading', { level: 2, name: 'Types of Consultations' })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Types of Consultations' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('h3')?.textContent)).toEqual(['In Person', 'Phone', 'Facetime', 'Personalized Plan']);
    expect(steps.map((s) => s.querySelector('.clinic-booking__step-number')?.textContent)).toEqual(['1', '2', '3', '4']);
  });

  it('has the form fields of docs/product/screens.md with their input types', () => {
    const { input } = renderBooking();
    expect(screen.getByRole('heading', { level: 2, name: 'Book a Free Consultation' })).toBeTruthy();
    expect(input('First Name').type).toBe('text');
    expect(input('Last Name').type).toBe('text');
    expect(input('Email').type).toBe('email');
    expectPhoneInput(input('Phone'));
    expect(input('Message').tagName).toBe('TEXTAREA');
    expect(input('Upload Image').type).toBe('file');
    expect(input('Upload Image').accept).toBe('.jpg');
    expect(screen.getByText('Accepted file types: jpg , file size: 16MB.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book a free consultation' }).getAttribute('type')).toBe('submit');
  });

  it('carries a honeypot that people never see, reach or autofill', () => {
    const { form } = renderBooking();
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute('autocomplete')).toBe('off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap?.closest('.clinic-honeypot')).not.toBeNull();
  });

  it('fills fields from the prefill prop', () => {
    const { input } = renderBooking({ prefill: { first_name: 'Ana', email: 'ana@example.com' } });
    expect(input('First Name').value).toBe('Ana');
    expect(input('Email').value).toBe('ana@example.com');
    expect(input('Last Name').value).toBe('');
  });
});

describe('checks on submit (docs/product/validation.md)', () => {
  it('shows every required message and sends nothing when the form is empty', async () => {
    const { form, input } = renderBooking();
    submit();
    await until(() => expect(within(form).getAllByText('Name is required')).toHaveLength(2));
    expect(within(form).getByText('Email is required')).toBeTruthy();
    expect(within(form).getByText('Phone is required')).toBeTruthy();
    expect(within(form).getByText('Message is required')).toBeTruthy();
    expect(within(form).getByText('Image is required')).toBeTruthy();
    expect(input('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(input('First Name').getAttribute('aria-describedby')).toBe(within(form).getAllByText('Name is required')[0]?.id);
    await advance(10);
    // a frame after the errors are on screen
    await until(() => expect(document.activeElement).toBe(input('First Name')));
    expect(suite.api.to(BOOK)).toHaveLength(0);
  });

  it('treats whitespace-only values as empty', async () => {
    const { form, input } = renderBooking();
    await fill(input, { 'First Name': '   ', 'Last Name': '\t', Email: '  ', Message: ' \n ' });
    await choose(input('Upload Image'), await photoFile());
    submit();
    await until(() => expect(within(form).getAllByText('Name is required')).toHaveLength(2));
    expect(within(form).getByText('Email is required')).toBeTruthy();
    expect(within(form).getByText('Phone is required')).toBeTruthy();
    expect(within(form).getByText('Message is required')).toBeTruthy();
    expect(within(form).queryByText('Image is required')).toBeNull();
    expect(suite.api.to(BOOK)).toHaveLength(0);
  });

  it('refuses a file that is not an image at once, and sends nothing', async () => {
    const { form, input } = renderBooking();
    await fill(input, complete);
    await choose(input('Upload Image'), new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    await until(() => expect(within(form).getByText('Only image files are allowed.')).toBeTruthy());
    submit();
    await advance(10);
    expect(within(form).getByText('Only image files are allowed.')).toBeTruthy();
    expect(within(form).queryByText('Image is required')).toBeNull();
    expect(suite.api.to(BOOK)).toHaveLength(0);
  });

  it('refuses a file that claims to be a JPEG but does not decode', async () => {
    const { form, input } = renderBooking();
    await fill(input, complete);
    await choose(input('Upload Image'), new File(['not really a photo'], 'fake.jpg', { type: 'image/jpeg' }));
    submit();
    await until(() => expect(within(form).getByText('Only image files are allowed.')).toBeTruthy());
    expect(suite.api.to(BOOK)).toHaveLength(0);
  });

  it('clears a field’s message once the visitor edits it', async () => {
    const { form, input } = renderBooking();
    submit();
    await until(() => expect(within(form).getByText('Email is required')).toBeTruthy());
    await fill(input, { Email: 'a@example.com' });
    await until(() => expect(within(form).queryByText('Email is required')).toBeNull());
    expect(within(form).getAllByText('Name is required')).toHaveLength(2);
  });
});

describe('sending (docs/product/data.md, docs/product/behaviour.md)', () => {
  it('sends every field trimmed, the page URL, the photo as converted_image.jpg at quality 0.9, and the bot-guard fields', async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Thank you! We will call you soon.' } });
    await readyToSend();
    submit();
    await until(() => expect(suite.api.to(BOOK)).toHaveLength(1));
    const sent = suite.api.to(BOOK)[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(field(sent, 'first_name')).toBe('Ana');
    expect(field(sent, 'last_name')).toBe('Lopez');
    expect(field(sent, 'email')).toBe('ana@example.com');
    expect(field(sent, 'phone')).toBe('3055550100');
    expect(field(sent, 'message')).toBe('Jawline, please.');
    expect(field(sent, 'form_page_name')).toBe(PAGE_URL);
    expect(field(sent, 'website')).toBe('');
    expect(field(sent, 'form_stamp')).toBe('1700000000000.c2lnbmVk');
    const photo = filePart(sent, 'image');
    expect(photo?.filename).toBe('converted_image.jpg');
    expect(photo?.contentType).toBe('image/jpeg');
    const meta = await sharp(photo!.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([64, 48]);
    expect(suite.canvas.calls).toEqual([{ type: 'image/jpeg', quality: 0.9, width: 64, height: 48 }]);
  });

  it('converts a PNG to a JPEG too', async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Booked' } });
    const { input } = renderBooking();
    await fill(input, complete);
    await choose(input('Upload Image'), await photoFile({ format: 'png' }));
    submit();
    await until(() => expect(suite.api.to(BOOK)).toHaveLength(1));
    const photo = filePart(suite.api.to(BOOK)[0]!, 'image');
    expect(photo?.filename).toBe('converted_image.jpg');
    expect((await sharp(photo!.data).metadata()).format).toBe('jpeg');
  });

  it('sends without a stamp when none could be had', async () => {
    suite.api.setDefault(STAMP, { status: 404, body: { success: false, message: 'No such endpoint' } });
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Booked' } });
    const { input } = renderBooking();
    await until(() => expect(suite.api.to(STAMP)).toHaveLength(1));
    await fill(input, complete);
    await choose(input('Upload Image'), await photoFile());
    submit();
    await until(() => expect(suite.api.to(BOOK)).toHaveLength(1));
    expect(field(suite.api.to(BOOK)[0]!, 'form_stamp')).toBeUndefined();
    expect(field(suite.api.to(BOOK)[0]!, 'website')).toBe('');
  });

  it('sends once even when the button is pressed twice', async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Booked' }, delayMs: 50 });
    await readyToSend();
    submit();
    submit();
    await until(() => expect(suite.api.to(BOOK)).toHaveLength(1));
    await until(() => expect(screen.getByRole('button', { name: 'Book a free consultation' })).toBeTruthy());
    expect(suite.api.to(BOOK)).toHaveLength(1);
  });
});

describe('answers and their toasts (docs/product/messages.md "Consultation")', () => {
  it('success: the server message for 4000 ms, the fields cleared, and the next step after 500 ms', async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: true, message: 'Thank you! We will call you soon.' } });
    const afterSuccess = vi.fn();
    const onEvent = vi.fn();
    const { input } = await readyToSend({ afterSuccess, onEvent });
    const toasts = watchToasts();
    submit();
    await until(() => expect(toasts.visible()).toEqual(['success: Thank you! We will call you soon.']));
    expect(onEvent).toHaveBeenCalledWith('success');
    expect(input('First Name').value).toBe('');
    expect(input('Message').value).toBe('');
    await advance(499);
    expect(afterSuccess).not.toHaveBeenCalled();
    await advance(1);
    expect(afterSuccess).toHaveBeenCalledTimes(1);
    await advance(3499);
    expect(toasts.visible()).toEqual(['success: Thank you! We will call you soon.']);
    await advance(1);
    expect(toasts.visible()).toEqual([]);
  });

  it('errors as an object: one error toast per message, lists included, each for 4000 ms', async () => {
    suite.api.answer(BOOK, {
      status: 200,
      body: { success: false, message: 'Validation failed', errors: { email: 'The email is invalid.', phone: ['The phone must be 10 digits.', 'The phone is too short.'] } },
    });
    const afterSuccess = vi.fn();
    const onEvent = vi.fn();
    await readyToSend({ afterSuccess, onEvent });
    const toasts = watchToasts();
    submit();
    await until(() => expect(toasts.visible()).toHaveLength(3));
    expect(toasts.visible()).toEqual(['error: The email is invalid.', 'error: The phone must be 10 digits.', 'error: The phone is too short.']);
    expect(onEvent).toHaveBeenCalledWith('error');
    await advance(3999);
    expect(toasts.visible()).toHaveLength(3);
    await advance(1);
    expect(toasts.visible()).toEqual([]);
    expect(afterSuccess).not.toHaveBeenCalled();
  });

  it('errors as a string: one error toast', async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: false, errors: 'Please try again tomorrow.' } });
    await readyToSend();
    const toasts = watchToasts();
    submit();
    await until(() => expect(toasts.visible()).toEqual(['error: Please try again tomorrow.']));
  });

  it('no errors: the server message', async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: false, message: 'We could not save your request.' } });
    await readyToSend();
    const toasts = watchToasts();
    submit();
    await until(() => expect(toasts.visible()).toEqual(['error: We could not save your request.']));
  });

  it("no errors and no message: 'Something went wrong'", async () => {
    suite.api.answer(BOOK, { status: 200, body: { success: false } });
    await readyToSend();
    const toasts = watchToasts();
    submit();
    await until(() => expect(toasts.visible()).toEqual(['error: Something went wrong']));
  });

  it('an HTTP error with a message: that message', async () => {
    suite.api.answer(BOOK, { status: 429, body: { success: false, message: 'Too many attempts. Please wait a minute and try again.' } });
    await readyToSend();
    const toasts = watchToasts();
    submit();
    await until(() => expect(toasts.visible()).toEqual(['error: Too many attempts. Please wait a minute and try again.']));
  });

  it("an HTTP error without a message: 'Login failed', as the spec words it", async () => {
    suite.api.answer(BOOK, { status: 502, body: '<html><body>Bad gateway</body></html>' });
    const afterSuccess = vi.fn();
    await readyToSend({ afterSuccess });
    const toasts = watchToasts();
    submit();
    await until(() => expect(toasts.visible()).toEqual(['error: Login failed']));
    await advance(1000);
    expect(afterSuccess).not.toHaveBeenCalled();
  });

  it("no response at all: 'Network error', and the form keeps what was typed", async () => {
    suite.api.answer(BOOK, 'drop');
    const onEvent = vi.fn();
    const { input } = await readyToSend({ onEvent });
    const toasts = watchToasts();
    submit();
    await until(() => expect(toasts.visible()).toEqual(['error: Network error']));
    expect(onEvent).toHaveBeenCalledWith('error');
    expect(input('Last Name').value).toBe('Lopez');
    await advance(3999);
    expect(toasts.visible()).toEqual(['error: Network error']);
    await advance(1);
    expect(toasts.visible()).toEqual([]);
  });
});
