/** Registration in two steps (docs/product/screens.md, docs/product/behaviour.md, docs/product/validation.md, docs/product/messages.md Register), with the API answering from a script. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { RegisterPage } from '../../../site/account/register-page';
import { renderAt, scriptApi, settle, toastKinds, toasts, typeInto, setUpAccountTests } from './account-fixtures';
import { expectPhoneInput } from '../lead-forms/on-screen';
import { CopyProvider } from '../../../site/i18n/copy-context';
import * as accountEs from '../../../site/copy/account.es';
import { CoreCopyProvider } from '../../../src/i18n/core-copy-context';
import { spanishCoreCopy } from '../../../src/i18n/core-copy.es';
import { fieldMessages as serverEs, replyMessages as repliesEs } from '../../../server/i18n/api-messages.es';

setUpAccountTests({ now: new Date(2024, 2, 15, 10, 0) });

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const referral = () => screen.getByLabelText(/^How did you hear about us\?/) as HTMLSelectElement;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

function fillStepOne() {
  typeInto(field(/^First Name/), 'Ana');
  typeInto(field(/^Last Name/), 'Lima');
  typeInto(field(/^Date of Birth/), '1990-04-02');
  typeInto(field(/^Phone Number/), '3055550100');
  fireEvent.click(screen.getByLabelText('Female'));
  typeInto(referral(), 'Internet search');
}

function fillStepTwo(email = 'ana@example.com', password = 'a long passphrase', confirm = 'a long passphrase') {
  typeInto(field(/^Email/), email);
  typeInto(field(/^Password/), password);
  typeInto(field(/^Confirm Password/), confirm);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('registration step 1: Personal Details', () => {
  it("shows the Register banner, 'Personal Details' and 'We can't wait to meet you', with labelled, required fields", () => {
    renderAt('/register', <RegisterPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Register');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Personal Details');
    expect(screen.getByText("We can't wait to meet you")).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    for (const label of [/^First Name/, /^Last Name/, /^Date of Birth/, /^Phone Number/]) expect(field(label).required).toBe(true);
    expect(field(/^Date of Birth/).type).toBe('date');
    expectPhoneInput(field(/^Phone Number/));
    expect(referral().required).toBe(true);
  });

  it('limits the date of birth to yesterday', () => {
    renderAt('/register', <RegisterPage />);
    expect(field(/^Date of Birth/).max).toBe('2024-03-14');
  });

  it('offers Male, Female and Other with Male chosen', () => {
    renderAt('/register', <RegisterPage />);
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['Male', 'Female', 'Other']);
    expect(radios.filter((r) => r.checked).map((r) => r.value)).toEqual(['Male']);
    fireEvent.click(screen.getByLabelText('Other'));
    expect(radios.filter((r) => r.checked).map((r) => r.value)).toEqual(['Other']);
  });

  it('has the placeholder and the nine referral choices, ten entries in all', () => {
    renderAt('/register', <RegisterPage />);
    const options = Array.from(referral().options).map((o) => o.textContent);
    expect(options).toEqual([
      'How did you hear about us?',
      'Another patient',
      'Walk in',
      'Facebook & Instagram',
      'Flyer',
      'Family member',
      'Internet search',
      'Friend',
      'Newspaper',
      'Staff',
    ]);
    expect(referral().value).toBe('');
  });

  it("Next with missing fields toasts 'All fields are required', marks them and stays", () => {
    renderAt('/register', <RegisterPage />);
    typeInto(field(/^First Name/), 'Ana');
    next();
    expect(toasts()).toEqual(['All fields are required']);
    expect(toastKinds()).toEqual(['error']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Personal Details');
    const alert = screen.getAllByRole('alert').find((a) => a.textContent === 'All fields are required');
    expect(alert).toBeTruthy();
    expect(field(/^First Name/).getAttribute('aria-invalid')).toBeNull();
    for (const label of [/^Last Name/, /^Date of Birth/, /^Phone Number/]) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(field(label).getAttribute('aria-describedby')).toContain(alert?.id);
    }
    expect(referral().getAttribute('aria-invalid')).toBe('true');
  });

  it('Next with everything but a referral choice still refuses', () => {
    renderAt('/register', <RegisterPage />);
    fillStepOne();
    typeInto(referral(), '');
    next();
    expect(toasts()).toEqual(['All fields are required']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Personal Details');
  });

  it("toasts 'Invalid Date' when a later date of birth is entered, and Next refuses it too", () => {
    renderAt('/register', <RegisterPage />);
    fillStepOne();
    typeInto(field(/^Date of Birth/), '2024-03-15');
    expect(toasts()).toEqual(['Invalid Date']);
    expect(field(/^Date of Birth/).getAttribute('aria-invalid')).toBe('true');
    next();
    expect(toasts()).toEqual(['Invalid Date', 'Invalid Date']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Personal Details');
    typeInto(field(/^Date of Birth/), '2024-03-14');
    next();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Account Details');
  });
});

describe('registration step 2', () => {
  it('moves to e-mail and passwords on Next, with the heading focused', () => {
    renderAt('/register', <RegisterPage />);
    fillStepOne();
    next();
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Account Details');
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    expect(field(/^Email/).type).toBe('email');
    expect(field(/^Email/).required).toBe(true);
    expect(field(/^Password/).type).toBe('password');
    expect(field(/^Confirm Password/).type).toBe('password');
    expect(toasts()).toEqual([]);
  });

  it("shows 'Passwords do not match' live while the confirmation is non-empty and differs", () => {
    renderAt('/register', <RegisterPage />);
    fillStepOne();
    next();
    const mismatch = () => screen.queryByText('Passwords do not match');
    typeInto(field(/^Password/), 'a long passphrase');
    expect(mismatch()).toBeNull();
    typeInto(field(/^Confirm Password/), 'a long');
    expect(mismatch()).not.toBeNull();
    expect(mismatch()?.getAttribute('role')).toBe('alert');
    expect(field(/^Confirm Password/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Confirm Password/).getAttribute('aria-describedby')).toContain(mismatch()?.id);
    typeInto(field(/^Confirm Password/), 'a long passphrase');
    expect(mismatch()).toBeNull();
    typeInto(field(/^Password/), 'changed');
    expect(mismatch()).not.toBeNull();
    typeInto(field(/^Confirm Password/), '');
    expect(mismatch()).toBeNull();
  });

  it('Back returns to step 1 with everything typed kept, and Next keeps step 2 too', () => {
    renderAt('/register', <RegisterPage />);
    fillStepOne();
    next();
    fillStepTwo('ana@example.com', 'first secret', 'first secret');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Personal Details');
    expect(field(/^First Name/).value).toBe('Ana');
    expect(field(/^Last Name/).value).toBe('Lima');
    expect(field(/^Date of Birth/).value).toBe('1990-04-02');
    expect(field(/^Phone Number/).value).toBe('3055550100');
    expect((screen.getByLabelText('Female') as HTMLInputElement).checked).toBe(true);
    expect(referral().value).toBe('Internet search');
    next();
    expect(field(/^Email/).value).toBe('ana@example.com');
    expect(field(/^Password/).value).toBe('first secret');
  });

  it('Submit sends every field, even with mismatched passwords and no e-mail, for the server to judge', async () => {
    const api = scriptApi({ status: 200, body: { success: '0', message: 'Invalid', data: { email: ['The email field is required.'] } } });
    renderAt('/register', <RegisterPage />);
    fillStepOne();
    next();
    fillStepTwo('', 'one password', 'another password');
    submit();
    await settle();
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({ url: '/api/endolift-register', method: 'POST' });
    expect(api.sent[0]?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Lima',
      email: '',
      phone: '3055550100',
      dob: '1990-04-02',
      gender: 'Female',
      ref_type: 'Internet search',
      password: 'one password',
      confirm_password: 'another password',
    });
  });

  it('on success toasts the server message and goes to /signin after 500 ms', async () => {
    scriptApi({ status: 200, body: { success: '1', message: 'Registration successful. Please sign in.' } });
    const view = renderAt('/register', <RegisterPage />);
    fillStepOne();
    next();
    fillStepTwo();
    submit();
    await settle();
    expect(toasts()).toEqual(['Registration successful. Please sign in.']);
    expect(toastKinds()).toEqual(['success']);
    await settle(499);
    expect(view.pathname()).toBe('/register');
    await settle(1);
    expect(view.pathname()).toBe('/signin');
  });

  it("on a refusal toasts 'field: first message' for each field and shows it beside the field", async () => {
    scriptApi({
      status: 200,
      body: {
        success: '0',
        message: 'Invalid',
        data: { email: ['The email has already been taken.', 'second'], password: ['The password must be at least 8 characters.'] },
      },
    });
    const view = renderAt('/register', <RegisterPage />);
    fillStepOne();
    next();
    fillStepTwo('taken@example.com', 'short', 'short');
    submit();
    await settle();
    expect(toasts()).toEqual(['email: The email has already been taken.', 'password: The password must be at least 8 characters.']);
    expect(toastKinds()).toEqual(['error', 'error']);
    const email = field(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('The email has already been taken.');
    await settle(1000);
    expect(view.pathname()).toBe('/register');
    typeInto(email, 'new@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('The email has already been taken.')).toBeNull();
  });

  it("on a failed request toasts the server message, or 'Something went wrong. Please try again.'", async () => {
    scriptApi({ status: 429, body: { success: false, message: 'Too many attempts, please wait a minute.' } }, 'network-error', {
      status: 500,
      body: '<html>bad gateway</html>',
    });
    const view = renderAt('/register', <RegisterPage />);
    fillStepOne();
    next();
    fillStepTwo();
    submit();
    await settle();
    expect(toasts()).toEqual(['Too many attempts, please wait a minute.']);
    submit();
    await settle();
    expect(toasts()).toEqual(['Too many attempts, please wait a minute.', 'Something went wrong. Please try again.']);
    submit();
    await settle();
    expect(toasts().at(-1)).toBe('Something went wrong. Please try again.');
    expect(view.pathname()).toBe('/register');
  });
});

describe('the phone and the server’s refusals (docs/product/validation.md)', () => {
  it("sends a phone typed as '+1 (305) 555-0111' as its ten digits", async () => {
    const api = scriptApi({ status: 200, body: { success: '1', message: 'Your account has been created. Please sign in.' } });
    renderAt('/register', <RegisterPage />);
    fillStepOne();
    typeInto(field(/^Phone Number/), '+1 (305) 555-0111');
    next();
    fillStepTwo();
    submit();
    await settle();
    expect((api.sent[0]?.body as { phone: string }).phone).toBe('3055550111');
  });

  it('in Spanish, asks the server in Spanish and shows its refusal of the e-mail at the field, marked aria-invalid', async () => {
    const api = scriptApi({ status: 200, body: { success: '0', message: repliesEs.fixFields, data: { email: [serverEs.emailInvalid] } } });
    const { fieldLabels, registerCopy } = accountEs;
    renderAt(
      '/register',
      <CopyProvider value={{ account: accountEs }}>
        <CoreCopyProvider value={spanishCoreCopy}>
          <RegisterPage />
        </CoreCopyProvider>
      </CopyProvider>,
    );
    const es = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[?¿]/g, '.')}`)) as HTMLInputElement;
    typeInto(es(fieldLabels.firstName), 'Ana');
    typeInto(es(fieldLabels.lastName), 'Lima');
    typeInto(es(fieldLabels.dob), '1990-04-02');
    typeInto(es(fieldLabels.phone), '305 555 0111');
    typeInto(screen.getByLabelText(/^.Cómo supo de nosotros\?/), 'Internet search');
    fireEvent.click(screen.getByRole('button', { name: registerCopy.next }));
    typeInto(es(fieldLabels.email), 'ana@example');
    typeInto(es(fieldLabels.password), 'a long passphrase');
    typeInto(es(fieldLabels.confirmPassword), 'a long passphrase');
    fireEvent.click(screen.getByRole('button', { name: registerCopy.submit }));
    await settle();
    expect(api.sent[0]?.headers['accept-language']).toBe('es');
    expect((api.sent[0]?.body as { phone: string }).phone).toBe('3055550111');
    const email = es(fieldLabels.email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(serverEs.emailInvalid);
    expect(toasts()).toEqual([`email: ${serverEs.emailInvalid}`]);
  });
});
