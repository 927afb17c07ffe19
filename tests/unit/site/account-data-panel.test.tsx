/** 'Your data' on her profile (docs/product/screens.md "Profile"), with the API answering from a script: her mail setting, the download link, closing her account. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ProfilePage } from '../../../site/account/profile-page';
import { loginUser, session, type SessionUser } from '../../../src/session/session-store';
import { renderAt, scriptApi, settle, setUpAccountTests, typeInto } from './account-fixtures';

const ana: SessionUser = { id: 7, first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com', phone: '3055550100', dob: '1990-04-02', gender: 'Female', ref_type: 'Internet search' };

setUpAccountTests({ now: new Date(2024, 2, 15, 10, 0), signedOut: true });

async function openProfile() {
  loginUser(ana);
  const view = renderAt('/profile', <ProfilePage />);
  await settle();
  return view;
}

describe('her data on the profile', () => {
  it('shows her mail setting and changes it with the server’s sentence', async () => {
    const api = scriptApi({ status: 200, body: { success: true, email: 'ana@example.com', subscribed: false, message: 'You are unsubscribed: we will send you no more invitations. Mail about your appointments and your care still comes.' } });
    await openProfile();
    const box = screen.getByRole('checkbox', { name: 'Send me invitations, such as the one to my follow-up visit' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await settle();
    expect(api.sent[0]).toMatchObject({ url: '/api/account/marketing-mail', method: 'PUT', body: { subscribed: false } });
    expect(box.checked).toBe(false);
    expect(screen.getByText('You are unsubscribed: we will send you no more invitations. Mail about your appointments and your care still comes.')).toBeTruthy();
  });

  it('links the download and says what closing keeps, for the years the server states', async () => {
    scriptApi();
    await openProfile();
    expect(screen.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe('/api/account/export');
    expect(
      screen.getByText(
        'Your signed health forms and consents are your medical record: the law asks the clinic to keep them, so we keep them for 10 years after you last signed, then delete them. Deleting a request or an appointment does not remove them.',
      ),
    ).toBeTruthy();
  });

  it('closes her account with her password, signs her out here and shows the server’s confirmation', async () => {
    const confirmation = 'Your account is closed and you are signed out. Everything we held about your account is deleted.';
    const api = scriptApi({ status: 403, body: { success: false, message: 'That password is not right. Your account is still open.' } }, { status: 200, body: { success: true, message: confirmation, kept_health_forms: 0, kept_until: null } });
    await openProfile();
    typeInto(screen.getByLabelText('Your password'), 'wrong one');
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    await settle();
    expect(screen.getByText('That password is not right. Your account is still open.').getAttribute('role')).toBe('alert');
    expect(session.userId).not.toBe('');
    typeInto(screen.getByLabelText('Your password'), 'Right-Password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    await settle();
    expect(api.sent.map((s) => [s.url, s.method, s.body])).toEqual([
      ['/api/account/close', 'POST', { password: 'wrong one' }],
      ['/api/account/close', 'POST', { password: 'Right-Password-1' }],
    ]);
    expect(screen.getByRole('heading', { name: 'Your account is closed' })).toBeTruthy();
    expect(screen.getByText(confirmation)).toBeTruthy();
    expect(session.userId).toBe('');
  });
});
