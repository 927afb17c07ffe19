/** Forgot and reset password (docs/product/screens.md, docs/product/behaviour.md, docs/product/validation.md, docs/product/messages.md), with the API answering from a script. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ForgotPasswordPage } from '../../../site/account/forgot-password-page';
import { ResetPasswordPage } from '../../../site/account/reset-password-page';
import { landmark, renderAt, scriptApi, settle, toastKinds, toasts, typeInto, setUpAccountTests } from './account-fixtures';

setUpAccountTests();

const email = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const requestLink = () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

describe('forgot password', () => {
  it("shows 'Lost Your Password?', a required e-mail field, Back, 'Reset Password' and what will happen", () => {
    renderAt('/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset Password');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Lost Your Password?');
    expect(email().type).toBe('email');
    expect(email().required).toBe(true);
    expect(screen.getByText(/reset your password to your registered e-mail/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
  });

  it('Back returns to the previous page', async () => {
    const view = renderAt('/signin', landmark('signin'), [{ path: '/forgot-password', element: <ForgotPasswordPage /> }]);
    await view.router.navigate('/forgot-password');
    await settle();
    expect(view.pathname()).toBe('/forgot-password');
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    await settle();
    expect(view.pathname()).toBe('/signin');
  });

  it('on success shows the message and clears the e-mail', async () => {
    const api = scriptApi({ status: 200, body: { success: 1, message: 'If that e-mail is registered, a reset link is on its way.' } });
    renderAt('/forgot-password', <ForgotPasswordPage />);
    typeInto(email(), ' ana@example.com ');
    requestLink();
    await settle();
    expect(api.sent[0]).toMatchObject({ url: '/api/endolift-forgotpassword', method: 'POST', body: { email: 'ana@example.com' } });
    expect(toasts()).toEqual(['If that e-mail is registered, a reset link is on its way.']);
    expect(toastKinds()).toEqual(['success']);
    expect(email().value).toBe('');
  });

  it('on a refusal with a map shows each message and keeps the e-mail', async () => {
    scriptApi({ status: 200, body: { success: 0, message: 'Invalid', data: { email: ['The email must be a valid email address.'] } } });
    renderAt('/forgot-password', <ForgotPasswordPage />);
    typeInto(email(), 'not-an-email');
    requestLink();
    await settle();
    expect(toasts()).toEqual(['The email must be a valid email address.']);
    expect(toastKinds()).toEqual(['error']);
    expect(email().value).toBe('not-an-email');
  });

  it("with string data shows the response message; without data the message or 'Something went wrong'", async () => {
    scriptApi(
      { status: 200, body: { success: 0, message: 'We could not send the e-mail.', data: 'mailer down' } },
      { status: 200, body: { success: 0, message: 'Try later' } },
      { status: 200, body: { success: 0 } },
    );
    renderAt('/forgot-password', <ForgotPasswordPage />);
    typeInto(email(), 'ana@example.com');
    requestLink();
    await settle();
    requestLink();
    await settle();
    requestLink();
    await settle();
    expect(toasts()).toEqual(['We could not send the e-mail.', 'Try later', 'Something went wrong']);
  });

  it("on a failed request shows the server message, or 'Something went wrong. Please try again.'", async () => {
    scriptApi({ status: 429, body: { message: 'Too many requests. Please wait.' } }, 'network-error');
    renderAt('/forgot-password', <ForgotPasswordPage />);
    typeInto(email(), 'ana@example.com');
    requestLink();
    await settle();
    requestLink();
    await settle();
    expect(toasts()).toEqual(['Too many requests. Please wait.', 'Something went wrong. Please try again.']);
    expect(email().value).toBe('ana@example.com');
  });
});

const resetPath = '/reset-password?token=abc123&email=ana%40example.com';
const password = () => screen.getByLabelText(/^Password/) as HTMLInputElement;
const confirm = () => screen.getByLabelText(/^Confirm Password/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('reset password', () => {
  it("shows 'New Password?' under 'Change Password' with two required password fields", () => {
    renderAt(resetPath, <ResetPasswordPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Change Password');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('New Password?');
    expect(password().type).toBe('password');
    expect(password().required).toBe(true);
    expect(confirm().required).toBe(true);
  });

  it('shows and hides each password with its own toggle button', () => {
    renderAt(resetPath, <ResetPasswordPage />);
    const showPassword = screen.getByRole('button', { name: 'Show password' });
    const showConfirm = screen.getByRole('button', { name: 'Show confirm password' });
    expect(showPassword.getAttribute('aria-pressed')).toBe('false');
    expect(showPassword.getAttribute('aria-controls')).toBe(password().id);
    fireEvent.click(showPassword);
    expect(password().type).toBe('text');
    expect(showPassword.getAttribute('aria-pressed')).toBe('true');
    expect(confirm().type).toBe('password');
    fireEvent.click(showConfirm);
    expect(confirm().type).toBe('text');
    fireEvent.click(showPassword);
    expect(password().type).toBe('password');
    expect(showPassword.getAttribute('aria-pressed')).toBe('false');
  });

  it("shows 'Passwords do not match' live, and does not let it block Submit", async () => {
    const api = scriptApi({ status: 200, body: { success: false, errors: { confirm_password: ['The passwords must match.'] } } });
    renderAt(resetPath, <ResetPasswordPage />);
    typeInto(password(), 'new passphrase one');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    typeInto(confirm(), 'new passphrase two');
    expect(screen.getByText('Passwords do not match').getAttribute('role')).toBe('alert');
    expect(confirm().getAttribute('aria-invalid')).toBe('true');
    submit();
    await settle();
    expect(api.sent[0]).toMatchObject({
      url: '/api/endolift-reset',
      body: { token: 'abc123', email: 'ana@example.com', password: 'new passphrase one', confirm_password: 'new passphrase two' },
    });
    expect(toasts()).toEqual(['The passwords must match.']);
  });

  it("needs both fields: 'All fields are required' and nothing is sent", async () => {
    const api = scriptApi();
    renderAt(resetPath, <ResetPasswordPage />);
    typeInto(password(), 'only one');
    submit();
    await settle();
    expect(toasts()).toEqual(['All fields are required']);
    expect(confirm().getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toHaveLength(0);
  });

  it('on success toasts the message and goes to /signin after 500 ms', async () => {
    scriptApi({ status: 200, body: { success: true, message: 'Your password has been reset.' } });
    const view = renderAt(resetPath, <ResetPasswordPage />);
    typeInto(password(), 'new passphrase one');
    typeInto(confirm(), 'new passphrase one');
    submit();
    await settle();
    expect(toasts()).toEqual(['Your password has been reset.']);
    expect(toastKinds()).toEqual(['success']);
    await settle(499);
    expect(view.pathname()).toBe('/reset-password');
    await settle(1);
    expect(view.pathname()).toBe('/signin');
  });

  it("toasts every message of an errors map, a string, or the message or 'Something went wrong'", async () => {
    scriptApi(
      { status: 200, body: { success: false, errors: { token: 'This reset link has expired.', password: ['Too common.', 'Too short.'] } } },
      { status: 200, body: { success: false, errors: 'This reset link is no longer valid.' } },
      { status: 200, body: { success: false, message: 'Could not reset.' } },
      { status: 200, body: { success: false } },
    );
    renderAt(resetPath, <ResetPasswordPage />);
    typeInto(password(), 'new passphrase one');
    typeInto(confirm(), 'new passphrase one');
    for (let i = 0; i < 4; i++) {
      submit();
      await settle();
    }
    expect(toasts()).toEqual([
      'This reset link has expired.',
      'Too common.',
      'Too short.',
      'This reset link is no longer valid.',
      'Could not reset.',
      'Something went wrong',
    ]);
  });

  it("on a failed request toasts the server message, or 'Something went wrong. Please try again.'", async () => {
    scriptApi({ status: 400, body: { success: false, message: 'Malformed request.' } }, 'network-error');
    const view = renderAt(resetPath, <ResetPasswordPage />);
    typeInto(password(), 'new passphrase one');
    typeInto(confirm(), 'new passphrase one');
    submit();
    await settle();
    submit();
    await settle();
    expect(toasts()).toEqual(['Malformed request.', 'Something went wrong. Please try again.']);
    await settle(1000);
    expect(view.pathname()).toBe('/reset-password');
  });

  it('explains a link without its token or e-mail and offers a new one', () => {
    renderAt('/reset-password?email=ana%40example.com', <ResetPasswordPage />);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('This reset link is incomplete.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
