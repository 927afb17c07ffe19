/** The guarded profile (docs/product/screens.md, docs/product/behaviour.md, docs/product/validation.md, docs/product/roles.md, docs/product/messages.md Profile), with the API answering from a script. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ProfilePage } from '../../../site/account/profile-page';
import { loginUser, logoutUser, session, type SessionUser } from '../../../src/session/session-store';
import { renderAt, scriptApi, settle, toastKinds, toasts, typeInto, setUpAccountTests } from './account-fixtures';
import { expectPhoneInput } from '../lead-forms/on-screen';
import { CopyProvider } from '../../../site/i18n/copy-context';
import * as accountEs from '../../../site/copy/account.es';
import { CoreCopyProvider } from '../../../src/i18n/core-copy-context';
import { spanishCoreCopy } from '../../../src/i18n/core-copy.es';
import { fieldMessages as serverEs, replyMessages as repliesEs } from '../../../server/i18n/api-messages.es';

const ana: SessionUser = {
  id: 7,
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.com',
  phone: '3055550100',
  dob: '1990-04-02',
  gender: 'Female',
  ref_type: 'Internet search',
};

setUpAccountTests({ now: new Date(2024, 2, 15, 10, 0), signedOut: true });

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save & Update' }));

async function openProfile() {
  const view = renderAt('/profile', <ProfilePage />);
  await settle();
  return view;
}

describe('the guard', () => {
  it('sends a visitor without a user id to /signin', async () => {
    const view = await openProfile();
    expect(view.pathname()).toBe('/signin');
  });

  it('treats a blank stored user id as signed out', async () => {
    loginUser({ ...ana, id: '  ' });
    const view = await openProfile();
    expect(view.pathname()).toBe('/signin');
  });

  it('renders on the server as a neutral loading line, never the signed-in person’s details', () => {
    loginUser(ana);
    const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], { initialEntries: ['/profile'] });
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain('Loading your account…');
    expect(html).toContain('Manage your account');
    expect(html).not.toContain('ana@example.com');
    expect(html).not.toContain('<form');
  });

  it('sends the visitor to /signin when they sign out while on the page', async () => {
    loginUser(ana);
    const view = await openProfile();
    expect(view.pathname()).toBe('/profile');
    logoutUser();
    await settle();
    expect(view.pathname()).toBe('/signin');
  });
});

describe('Personal Details', () => {
  beforeEach(() => loginUser(ana));

  it('shows the Profile banner and the form prefilled from the session', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile');
    expect(screen.getByText('Manage your account')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Personal Details');
    expect(field(/^First Name/).value).toBe('Ana');
    expect(field(/^Last Name/).value).toBe('Lima');
    expect(field(/^Date Of Birth/).value).toBe('1990-04-02');
    expect(field(/^Date Of Birth/).max).toBe('2024-03-14');
    expect(field(/^Phone Number/).value).toBe('3055550100');
    expectPhoneInput(field(/^Phone Number/));
    expect(field(/^Email/).value).toBe('ana@example.com');
    expect(field(/^Email/).type).toBe('email');
    expect(field(/^Set Password/).value).toBe('');
    expect(field(/^Set Password/).required).toBe(false);
    for (const label of [/^First Name/, /^Last Name/, /^Date Of Birth/, /^Phone Number/, /^Email/]) expect(field(label).required).toBe(true);
  });

  it('shows the gender, which does not change on click', async () => {
    await openProfile();
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    const checked = () => (within(group).getAllByRole('radio') as HTMLInputElement[]).filter((r) => r.checked).map((r) => r.value);
    expect(checked()).toEqual(['Female']);
    fireEvent.click(within(group).getByLabelText('Male'));
    fireEvent.click(within(group).getByLabelText('Other'));
    expect(checked()).toEqual(['Female']);
    expect(group.getAttribute('aria-readonly')).toBe('true');
  });

  it("shows 'How did you hear about us' read-only", async () => {
    await openProfile();
    const referral = field(/^How did you hear about us/);
    expect(referral.value).toBe('Internet search');
    expect(referral.readOnly).toBe(true);
  });

  it("toasts 'Invalid Date' for a birth date of today or later and does not send it", async () => {
    const api = scriptApi();
    await openProfile();
    typeInto(field(/^Date Of Birth/), '2024-03-15');
    expect(toasts()).toEqual(['Invalid Date']);
    save();
    await settle();
    expect(toasts()).toEqual(['Invalid Date', 'Invalid Date']);
    expect(api.sent).toHaveLength(0);
  });

  it("asks for every field: 'All fields are required' and nothing is sent", async () => {
    const api = scriptApi();
    await openProfile();
    typeInto(field(/^Last Name/), ' ');
    save();
    await settle();
    expect(toasts()).toEqual(['All fields are required']);
    expect(field(/^Last Name/).getAttribute('aria-invalid')).toBe('true');
    // the first field in error takes focus (src/forms/focus-first-error.ts), a frame or two later
    await settle(100);
    expect(document.activeElement).toBe(field(/^Last Name/));
    expect(api.sent).toHaveLength(0);
  });

  it('on success toasts the message, stores the returned user and goes to / after 500 ms', async () => {
    const saved = { ...ana, first_name: 'Anabel', phone: '3055550199' };
    const api = scriptApi({ status: 200, body: { success: 1, message: 'Profile updated successfully', user: saved } });
    const view = await openProfile();
    typeInto(field(/^First Name/), ' Anabel ');
    typeInto(field(/^Phone Number/), '3055550199');
    typeInto(field(/^Set Password/), 'a brand new passphrase');
    save();
    await settle();
    expect(api.sent[0]).toMatchObject({ url: '/api/endolift-update-profile', method: 'POST' });
    expect(api.sent[0]?.body).toEqual({
      id: 7,
      first_name: 'Anabel',
      last_name: 'Lima',
      email: 'ana@example.com',
      password: 'a brand new passphrase',
      phone: '3055550199',
      dob: '1990-04-02',
    });
    expect(toasts()).toEqual(['Profile updated successfully']);
    expect(toastKinds()).toEqual(['success']);
    expect(session.user).toEqual(saved);
    await settle(499);
    expect(view.pathname()).toBe('/profile');
    await settle(1);
    expect(view.pathname()).toBe('/');
  });

  it('sends the XSRF cookie back as X-XSRF-TOKEN', async () => {
    document.cookie = 'XSRF-TOKEN=token%2Bvalue';
    const api = scriptApi({ status: 200, body: { success: 1, message: 'Saved', user: ana } });
    await openProfile();
    save();
    await settle();
    expect(api.sent[0]?.headers['x-xsrf-token']).toBe('token+value');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it("on a refusal toasts 'field: message' for each error and stays", async () => {
    scriptApi({
      status: 200,
      body: { success: false, message: 'Invalid', errors: { email: ['The email has already been taken.'], phone: 'The phone must be 10 digits.' } },
    });
    const view = await openProfile();
    save();
    await settle();
    expect(toasts()).toEqual(['email: The email has already been taken.', 'phone: The phone must be 10 digits.']);
    expect(toastKinds()).toEqual(['error', 'error']);
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    // the first of them in the form takes focus: the phone comes before the e-mail
    await settle(100);
    expect(document.activeElement?.id).toMatch(/^phone-/);
    expect(session.user).toEqual(ana);
    await settle(1000);
    expect(view.pathname()).toBe('/profile');
  });

  it('when the server says the session is gone, signs the visitor out and sends them to /signin', async () => {
    scriptApi({ status: 401, body: { success: false, message: 'Your session has ended. Please sign in again.' } });
    const view = await openProfile();
    save();
    await settle();
    expect(toasts()).toEqual(['Your session has ended. Please sign in again.']);
    expect(session.user).toBeNull();
    expect(session.isLogin).toBe(false);
    expect(localStorage.getItem('userid')).toBe('');
    expect(view.pathname()).toBe('/signin');
  });

  it("on a failed request toasts the server message, or 'Something went wrong. Please try again.'", async () => {
    scriptApi({ status: 403, body: { success: false, message: 'You can only change your own profile.' } }, 'network-error');
    const view = await openProfile();
    save();
    await settle();
    save();
    await settle();
    expect(toasts()).toEqual(['You can only change your own profile.', 'Something went wrong. Please try again.']);
    expect(session.user).toEqual(ana);
    expect(view.pathname()).toBe('/profile');
  });
});

describe('the phone and the server’s refusals (docs/product/validation.md)', () => {
  beforeEach(() => loginUser(ana));

  it("sends a phone typed as '+1 (305) 555-0111' as its ten digits", async () => {
    const api = scriptApi({ status: 200, body: { success: 1, message: 'Your profile has been updated.', user: { ...ana, phone: '3055550111' } } });
    await openProfile();
    typeInto(field(/^Phone Number/), '+1 (305) 555-0111');
    save();
    await settle();
    expect((api.sent[0]?.body as { phone: string }).phone).toBe('3055550111');
  });

  it('in Spanish, asks the server in Spanish and shows its refusal of the e-mail at the field, marked aria-invalid', async () => {
    const api = scriptApi({ status: 200, body: { success: false, message: repliesEs.fixFields, errors: { email: [serverEs.emailTaken] } } });
    const { fieldLabels, profileCopy } = accountEs;
    renderAt(
      '/profile',
      <CopyProvider value={{ account: accountEs }}>
        <CoreCopyProvider value={spanishCoreCopy}>
          <ProfilePage />
        </CoreCopyProvider>
      </CopyProvider>,
    );
    await settle();
    const email = screen.getByLabelText(new RegExp(`^${fieldLabels.email}`)) as HTMLInputElement;
    typeInto(email, 'otra@example.com');
    fireEvent.click(screen.getByRole('button', { name: profileCopy.submit }));
    await settle();
    expect(api.sent[0]?.headers['accept-language']).toBe('es');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(serverEs.emailTaken);
    expect(toasts()).toEqual([`email: ${serverEs.emailTaken}`]);
  });
});
