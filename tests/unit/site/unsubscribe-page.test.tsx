/**
 * /unsubscribe?token=… (docs/product/screens.md "Unsubscribe"): opening the page sends nothing; the
 * 'Unsubscribe' button POSTs the link's token, and the server's sentence takes the button's place
 * with her focus on it; a link that is incomplete or not ours shows the server's refusal; in Spanish
 * on /es, with the link to her account's setting there.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { UnsubscribePage } from '../../../site/pages/unsubscribe-page';
import { SiteLocaleProvider } from '../../../site/i18n/site-locale-context';
import { renderAt, scriptApi } from './account-fixtures';

const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';
const open = (token = TOKEN) => renderAt(`/unsubscribe?token=${token}`, <UnsubscribePage />);

describe('the unsubscribe page', () => {
  it('sends nothing on opening; the button unsubscribes and her focus moves to the answer', async () => {
    const api = scriptApi({ status: 200, body: { success: true, message: 'You are unsubscribed: we will send you no more invitations. Mail about your appointments and your care still comes.' } });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from our invitations' })).toBeTruthy();
    expect(screen.getByText('You will no longer get the invitation to your follow-up visit or any other marketing mail from us. Mail about your appointments still comes.')).toBeTruthy();
    // a link scanner that opens the page unsubscribes nobody
    expect(api.sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You are unsubscribed: we will send you no more invitations. Mail about your appointments and your care still comes.'));
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]?.method?.toUpperCase()).toBe('POST');
    expect(api.sent[0]?.url).toMatch(new RegExp(`/api/unsubscribe\\?token=${TOKEN}$`));
    expect(api.sent[0]?.headers).toMatchObject({ 'accept-language': 'en' });
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Your mail setting' }).getAttribute('href')).toBe('/profile');
  });

  it('shows the server’s message for a link that is incomplete or not ours, focused', async () => {
    scriptApi({ status: 400, body: { success: false, message: 'This unsubscribe link is not complete. Please use the link from the mail as it is.' } });
    const first = open('short');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This unsubscribe link is not complete. Please use the link from the mail as it is.'));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();

    scriptApi({ status: 404, body: { success: false, message: 'This unsubscribe link is not one of ours. You can also unsubscribe in your account.' } });
    open('A'.repeat(43));
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This unsubscribe link is not one of ours. You can also unsubscribe in your account.'));
  });

  it('keeps the button when the clinic cannot be reached', async () => {
    scriptApi('network-error');
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('We could not reach the clinic. Please check your connection and try again.'));
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('speaks Spanish on /es and links to her Spanish account', async () => {
    const api = scriptApi({ status: 200, body: { success: true, message: 'Se canceló su suscripción.' } });
    const router = createMemoryRouter([{ path: '/es/unsubscribe', element: <UnsubscribePage /> }], { initialEntries: [`/es/unsubscribe?token=${TOKEN}`] });
    render(
      <SiteLocaleProvider value="es">
        <RouterProvider router={router} />
      </SiteLocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cancelar sus invitaciones' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Su preferencia de correo' }).getAttribute('href')).toBe('/es/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Se canceló su suscripción.'));
    expect(api.sent[0]?.headers).toMatchObject({ 'accept-language': 'es' });
  });
});
