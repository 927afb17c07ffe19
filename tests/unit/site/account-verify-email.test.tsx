/** The page of the mailed e-mail confirmation link (docs/product/screens.md "Confirm your e-mail"), with the API answering from a script. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { VerifyEmailPage } from '../../../site/account/verify-email-page';
import { renderAt, scriptApiWith, DATA_PANEL_ANSWERS, settle, setUpAccountTests } from './account-fixtures';

setUpAccountTests({ signedOut: true });

const gone = 'This confirmation link has expired or has already been used. If your e-mail is not confirmed yet, sign in and send a new link from your profile.';

describe('Confirm your e-mail', () => {
  it('sends the link’s token once and shows the server’s sentence with the way to her profile', async () => {
    const api = scriptApiWith(DATA_PANEL_ANSWERS, { status: 200, body: { success: true, message: 'Thank you: your e-mail is confirmed. Your profile now shows your appointments.' } });
    renderAt('/verify-email?token=abc123', <VerifyEmailPage />);
    await settle();
    expect(api.sent).toEqual([expect.objectContaining({ url: '/api/account/verify-email', method: 'POST', body: { token: 'abc123' } })]);
    expect(screen.getByRole('status').textContent).toContain('Thank you: your e-mail is confirmed.');
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe('/profile');
  });

  it('says so when the link was used or has expired', async () => {
    scriptApiWith(DATA_PANEL_ANSWERS, { status: 410, body: { success: false, message: gone } });
    renderAt('/verify-email?token=used', <VerifyEmailPage />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(gone);
  });

  it('sends nothing for a link without its token', async () => {
    const api = scriptApiWith(DATA_PANEL_ANSWERS);
    renderAt('/verify-email', <VerifyEmailPage />);
    await settle();
    expect(api.sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toContain('This confirmation link is incomplete.');
  });
});
