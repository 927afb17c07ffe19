/** Sign in (docs/product/screens.md, docs/product/behaviour.md, docs/product/messages.md Sign in) as the visitor sees it, with the API answering from a script. */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SignInPage } from '../../../site/account/sign-in-page';
import { session } from '../../../src/session/session-store';
import { renderAt, scriptApi, settle, toastKinds, toasts, typeInto, setUpAccountTests, ana as user } from './account-fixtures';

setUpAccountTests({ signedOut: true });

function fillAndSubmit(email = 'ana@example.com', password = 'correct horse battery') {
  typeInto(screen.getByLabelText(/^Email/), email);
  typeInto(screen.getByLabelText(/^Password/), password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign in', () => {
  it('shows Welcome Back! with required e-mail and password fields, the forgot link and the Sign Up link', () => {
    renderAt('/signin', <SignInPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Welcome Back!');
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password');
    const signUp = screen.getByRole('link', { name: 'Sign Up' });
    expect(signUp.getAttribute('href')).toBe('/register');
    expect(signUp.closest('.account-switch--small-screens')).not.toBeNull();
  });

  it('is served with its submit button disabled until the page hydrates, and never as a GET form', async () => {
    const router = createMemoryRouter([{ path: '/signin', element: <SignInPage /> }], { initialEntries: ['/signin'] });
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled/);
    renderAt('/signin', <SignInPage />);
    await settle();
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('on success stores the user and userid, toasts Login Success and goes to / after 500 ms', async () => {
    const api = scriptApi({ status: 200, body: { success: 1, message: 'Welcome', user } });
    const view = renderAt('/signin', <SignInPage />);
    fillAndSubmit(' ana@example.com ', 'correct horse battery');
    await settle();
    expect(api.sent[0]).toMatchObject({
      url: '/api/endolift-login',
      method: 'POST',
      body: { email: 'ana@example.com', password: 'correct horse battery' },
    });
    expect(toasts()).toEqual(['Login Success']);
    expect(toastKinds()).toEqual(['success']);
    expect(session.isLogin).toBe(true);
    expect(session.user).toMatchObject({ id: 41, email: 'ana@example.com' });
    expect(localStorage.getItem('userid')).toBe('41');
    await settle(499);
    expect(view.pathname()).toBe('/signin');
    await settle(1);
    expect(view.pathname()).toBe('/');
  });

  it('toasts each message of a field map, wrapping single values, and stays', async () => {
    scriptApi({
      status: 200,
      body: { success: 0, message: 'Validation failed', data: { email: ['The email field is required.', 'Another'], password: 'The password field is required.' } },
    });
    const view = renderAt('/signin', <SignInPage />);
    fillAndSubmit('', '');
    await settle();
    expect(toasts()).toEqual(['The email field is required.', 'Another', 'The password field is required.']);
    expect(toastKinds()).toEqual(['error', 'error', 'error']);
    expect(localStorage.getItem('userid')).toBe('');
    await settle(1000);
    expect(view.pathname()).toBe('/signin');
  });

  it('toasts string data as it is', async () => {
    scriptApi({ status: 200, body: { success: 0, message: 'Nope', data: 'These credentials do not match our records.' } });
    renderAt('/signin', <SignInPage />);
    fillAndSubmit();
    await settle();
    expect(toasts()).toEqual(['These credentials do not match our records.']);
  });

  it("toasts 'Something went wrong' for data of another shape", async () => {
    scriptApi({ status: 200, body: { success: 0, message: 'Nope', data: 42 } });
    renderAt('/signin', <SignInPage />);
    fillAndSubmit();
    await settle();
    expect(toasts()).toEqual(['Something went wrong']);
  });

  it("without data toasts the message, or 'Something went wrong'", async () => {
    scriptApi({ status: 200, body: { success: 0, message: 'Account locked' } }, { status: 200, body: { success: 0 } });
    renderAt('/signin', <SignInPage />);
    fillAndSubmit();
    await settle();
    expect(toasts()).toEqual(['Account locked']);
    fillAndSubmit();
    await settle();
    expect(toasts()).toEqual(['Account locked', 'Something went wrong']);
  });

  it("on an HTTP error toasts the server message, or 'Login failed'", async () => {
    scriptApi({ status: 429, body: { message: 'Too many attempts. Try again in a minute.' } }, { status: 500, body: '<html>oops</html>' });
    renderAt('/signin', <SignInPage />);
    fillAndSubmit();
    await settle();
    expect(toasts()).toEqual(['Too many attempts. Try again in a minute.']);
    fillAndSubmit();
    await settle();
    expect(toasts()).toEqual(['Too many attempts. Try again in a minute.', 'Login failed']);
    expect(localStorage.getItem('userid')).toBe('');
  });

  it('shows nothing when no answer comes back, and lets the visitor try again', async () => {
    const api = scriptApi('network-error');
    renderAt('/signin', <SignInPage />);
    fillAndSubmit();
    await settle();
    expect(api.sent).toHaveLength(1);
    expect(toasts()).toEqual([]);
    const button = screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });

  it('sends one request while one is on its way', async () => {
    const api = scriptApi({ status: 200, body: { success: 1, user } });
    renderAt('/signin', <SignInPage />);
    fillAndSubmit();
    act(() => {
      fireEvent.submit(screen.getByRole('button', { name: /Signing in|Sign In/ }).closest('form') as HTMLFormElement);
    });
    await settle();
    expect(api.sent).toHaveLength(1);
  });
});
