/**
 * The two contact forms as a visitor meets them (docs/product/screens.md, docs/product/validation.md, docs/product/messages.md "Contact"): fields, every
 * required message, whitespace as empty, nothing sent while an error exists, what reaches the
 * server, success clearing every field and error, and every toast path for 4000 ms.
 */
import { describe, expect, it, vi } from 'vitest';
import { leadFormSuite } from '../lead-forms/lead-form-suite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { GetInTouchForm } from '../../../src/contact/get-in-touch-form';
import { LocationsContactForm } from '../../../src/contact/locations-contact-form';
import { apiPath, clinic, clinicAddressLine } from '../../../src/config/clinic';
import { advance, until, watchToasts, expectPhoneInput } from '../lead-forms/on-screen';

const CONTACT = apiPath('contactus');

const suite = leadFormSuite('1700000000000.c3RhbXA');

interface FormCase {
  name: string;
  heading: string;
  render: (onEvent?: (e: 'success' | 'error') => void) => void;
  /** label → value for a complete message */
  complete: Record<string, string>;
  /** label → message shown when it is empty */
  required: [string, string][];
  sentFor: (complete: Record<string, string>) => Record<string, string>;
}

const getInTouch: FormCase = {
  name: "'Get In Touch'",
  heading: 'Get In Touch',
  render: (onEvent) => render(<GetInTouchForm onEvent={onEvent} />),
  complete: { Name: ' Ana Lopez ', Email: 'ana@example.com', Phone: '3055550100', 'How can we help you?': 'Is the neck treatment painful?' },
  required: [
    ['Name', 'Name is required'],
    ['Email', 'Email is required'],
    ['Phone', 'Phone is required'],
    ['How can we help you?', 'Message is required'],
  ],
  sentFor: () => ({ name: 'Ana Lopez', email: 'ana@example.com', phone: '3055550100', message: 'Is the neck treatment painful?' }),
};

const locations: FormCase = {
  name: 'the locations form',
  heading: 'Send us a message',
  render: (onEvent) => render(<LocationsContactForm onEvent={onEvent} />),
  complete: { 'First Name': 'Ana', 'Last Name': ' Lopez ', 'E-mail': 'ana@example.com', Phone: '3055550100', Message: 'Do you have Saturday slots?' },
  required: [
    ['First Name', 'Name is required'],
    ['Last Name', 'Name is required'],
    ['E-mail', 'Email is required'],
    ['Phone', 'Phone is required'],
    ['Message', 'Message is required'],
  ],
  sentFor: () => ({ name: 'Ana Lopez', email: 'ana@example.com', phone: '3055550100', message: 'Do you have Saturday slots?' }),
};

function formOf(c: FormCase) {
  const form = screen.getByRole('form', { name: c.heading });
  const input = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const type = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) fireEvent.input(input(label), { target: { value } });
  };
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
  const errorOf = (label: string) => {
    const ids = input(label).getAttribute('aria-describedby');
    return ids ? form.querySelector(`[id="${ids}"]`)?.textContent ?? null : null;
  };
  return { form, input, type, submit, errorOf };
}

async function stamped(c: FormCase) {
  await until(() => expect(formOf(c).form.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe('1700000000000.c3RhbXA'));
}

describe("'Get In Touch' content", () => {
  it('has Name, Email, Phone (numeric), the message box and Submit, beside the contact details and social icons', () => {
    getInTouch.render();
    const { input } = formOf(getInTouch);
    expect(screen.getByRole('heading', { name: 'Get In Touch' })).toBeTruthy();
    expect(input('Name').type).toBe('text');
    expect(input('Email').type).toBe('email');
    expectPhoneInput(input('Phone'));
    expect(input('How can we help you?').tagName).toBe('TEXTAREA');
    const details = screen.getByRole('complementary', { name: 'Contact details' });
    expect(within(details).getByRole('link', { name: clinic.phone }).getAttribute('href')).toBe(clinic.phoneHref);
    expect(within(details).getByRole('link', { name: clinic.email }).getAttribute('href')).toBe(`mailto:${clinic.email}`);
    expect(within(details).getByRole('link', { name: clinicAddressLine }).getAttribute('href')).toBe(clinic.mapsUrl);
    const social = within(details).getByRole('list', { name: 'Social media' });
    expect(within(social).getAllByRole('listitem')).toHaveLength(clinic.social.length);
    for (const s of clinic.social) expect(social.textContent).toContain(s.name);
  });
});

describe('locations form content', () => {
  it('has first name, last name, e-mail, phone (numeric) and message', () => {
    locations.render();
    const { input } = formOf(locations);
    expect(input('First Name').type).toBe('text');
    expect(input('Last Name').type).toBe('text');
    expect(input('E-mail').type).toBe('email');
    expectPhoneInput(input('Phone'));
    expect(input('Message').tagName).toBe('TEXTAREA');
  });
});

describe.each([getInTouch, locations])('$name', (c) => {
  it('shows every required message on submit and sends nothing', async () => {
    c.render();
    const f = formOf(c);
    f.submit();
    await until(() => expect(f.errorOf(c.required[0]![0])).toBe(c.required[0]![1]));
    for (const [label, message] of c.required) {
      expect(f.errorOf(label)).toBe(message);
      expect(f.input(label).getAttribute('aria-invalid')).toBe('true');
    }
    await advance(10);
    expect(suite.api.to(CONTACT)).toHaveLength(0);
  });

  it('counts whitespace as empty, and sends nothing while any one error exists', async () => {
    c.render();
    const f = formOf(c);
    const [blankLabel, blankMessage] = c.required[c.required.length - 1]!;
    f.type({ ...c.complete, [blankLabel]: '   \n ' });
    f.submit();
    await until(() => expect(f.errorOf(blankLabel)).toBe(blankMessage));
    for (const [label] of c.required.slice(0, -1)) expect(f.errorOf(label)).toBeNull();
    await advance(10);
    expect(suite.api.to(CONTACT)).toHaveLength(0);
  });

  it('sends the trimmed fields with the bot-guard fields, then clears every field and error and toasts the server message for 4000 ms', async () => {
    suite.api.answer(CONTACT, { status: 200, body: { success: true, message: 'Thanks! We will reply within one business day.' } });
    const onEvent = vi.fn();
    c.render(onEvent);
    const f = formOf(c);
    await stamped(c);
    f.submit();
    await until(() => expect(f.errorOf(c.required[0]![0])).not.toBeNull());
    f.type(c.complete);
    const toasts = watchToasts();
    f.submit();
    await until(() => expect(toasts.visible()).toEqual(['success: Thanks! We will reply within one business day.']));
    const sent = suite.api.to(CONTACT);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['content-type']).toMatch(/^application\/json/);
    expect(sent[0]!.json).toEqual({ ...c.sentFor(c.complete), lead_source: '', website: '', form_stamp: '1700000000000.c3RhbXA' });
    for (const [label] of c.required) {
      expect(f.input(label).value).toBe('');
      expect(f.errorOf(label)).toBeNull();
    }
    expect(onEvent).toHaveBeenCalledWith('success');
    await advance(3999);
    expect(toasts.visible()).toHaveLength(1);
    await advance(1);
    expect(toasts.visible()).toEqual([]);
  });

  it('errors as an object: one error toast per message (lists included), and the fields stay', async () => {
    suite.api.answer(CONTACT, {
      status: 200,
      body: { success: false, message: 'Validation failed', errors: { email: ['The email must be a valid email address.'], phone: ['The phone must be 10 digits.', 'The phone is too long.'] } },
    });
    const onEvent = vi.fn();
    c.render(onEvent);
    const f = formOf(c);
    f.type(c.complete);
    const toasts = watchToasts();
    f.submit();
    await until(() => expect(toasts.visible()).toHaveLength(3));
    expect(toasts.visible()).toEqual([
      'error: The email must be a valid email address.',
      'error: The phone must be 10 digits.',
      'error: The phone is too long.',
    ]);
    expect(onEvent).toHaveBeenCalledWith('error');
    expect(f.input(c.required[2]![0]).value).not.toBe('');
    await advance(4000);
    expect(toasts.visible()).toEqual([]);
  });

  it('errors as a string: one toast', async () => {
    suite.api.answer(CONTACT, { status: 200, body: { success: false, errors: 'Messages are closed for maintenance.' } });
    c.render();
    const f = formOf(c);
    f.type(c.complete);
    const toasts = watchToasts();
    f.submit();
    await until(() => expect(toasts.visible()).toEqual(['error: Messages are closed for maintenance.']));
  });

  it("no errors: the message, or 'Something went wrong'", async () => {
    suite.api.answer(CONTACT, { status: 200, body: { success: false, message: 'Please try later.' } }, { status: 200, body: { success: false } });
    c.render();
    const f = formOf(c);
    f.type(c.complete);
    const toasts = watchToasts();
    f.submit();
    await until(() => expect(toasts.visible()).toEqual(['error: Please try later.']));
    f.submit();
    await until(() => expect(toasts.visible()).toEqual(['error: Please try later.', 'error: Something went wrong']));
  });

  it("an HTTP error: the server message, or 'Something went wrong. Please try again.'", async () => {
    suite.api.answer(
      CONTACT,
      { status: 429, body: { success: false, message: 'Too many messages. Please wait a minute.' } },
      { status: 500, body: '<h1>Internal error</h1>' },
    );
    c.render();
    const f = formOf(c);
    f.type(c.complete);
    const toasts = watchToasts();
    f.submit();
    await until(() => expect(toasts.visible()).toEqual(['error: Too many messages. Please wait a minute.']));
    f.submit();
    await until(() => expect(toasts.visible()).toHaveLength(2));
    expect(toasts.visible()[1]).toBe('error: Something went wrong. Please try again.');
  });

  it("no response at all: 'Something went wrong. Please try again.'", async () => {
    suite.api.answer(CONTACT, 'drop');
    const onEvent = vi.fn();
    c.render(onEvent);
    const f = formOf(c);
    f.type(c.complete);
    const toasts = watchToasts();
    f.submit();
    await until(() => expect(toasts.visible()).toEqual(['error: Something went wrong. Please try again.']));
    expect(onEvent).toHaveBeenCalledWith('error');
  });
});
