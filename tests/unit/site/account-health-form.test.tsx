/**
 * Her health form from 'Your appointments' on the profile, with the API answering from a script: an
 * in-person visit offers 'Health form and consent' (a phone call does not); she answers every
 * question, reads the consent, chooses for the photos, agrees and types her name; what is sent is
 * exactly her answers; the server's sentence is shown and each signed version's PDF is a link. In
 * Spanish, the questions and consent are the Spanish ones.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ProfilePage } from '../../../site/account/profile-page';
import { loginUser, type SessionUser } from '../../../src/session/session-store';
import { YES_NO_QUESTIONS } from '../../../src/health-form/health-form-shape';
import { renderAt, scriptApiWith, DATA_PANEL_ANSWERS, settle, setUpAccountTests, type ScriptedAnswer } from './account-fixtures';
import { CopyProvider } from '../../../site/i18n/copy-context';
import * as accountEs from '../../../site/copy/account.es';
import { CoreCopyProvider } from '../../../src/i18n/core-copy-context';
import { spanishCoreCopy } from '../../../src/i18n/core-copy.es';

const ana: SessionUser = { id: 7, first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com', phone: '3055550100', dob: '1990-04-02', gender: 'Female', ref_type: 'Internet search' };

setUpAccountTests({ now: new Date(Date.UTC(2024, 2, 15, 14, 0)), signedOut: true });

const visit = { id: 5, type: 'in-person', start: '2024-03-20T14:00:00.000Z', end: '2024-03-20T15:00:00.000Z', zone: 'America/New_York', language: 'en', status: 'booked', upcoming: true, can_cancel: true, can_move: true };
const call = { ...visit, id: 6, type: 'phone', start: '2024-03-21T14:00:00.000Z', end: '2024-03-21T14:20:00.000Z' };
const listed: ScriptedAnswer = { status: 200, body: { success: true, verified: true, email: ana.email, appointments: [visit, call], requests: [] } };
const unsigned: ScriptedAnswer = { status: 200, body: { success: true, can_sign: true, latest: null, versions: [] } };
const signedVersion = {
  version: 1,
  signed_at: '2024-03-15T14:00:00.000Z',
  flagged: true,
  consent_version: 'consent-2026-11',
  language: 'en',
  answers: Object.fromEntries(YES_NO_QUESTIONS.map((q) => [q, q === 'diabetes'])),
  medications: 'Metformin',
  allergies: '',
  photo_consent: 'record',
  signed_name: 'Ana Lima',
  signature_hash: 'ab'.repeat(32),
};
const signedForm: ScriptedAnswer = { status: 200, body: { success: true, can_sign: true, latest: signedVersion, versions: [{ version: 1, signed_at: signedVersion.signed_at, flagged: true, consent_version: 'consent-2026-11' }] } };

async function until<T>(find: () => T | null): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const found = find();
    if (found) return found;
    await settle(10);
  }
  throw new Error('not found in time');
}

describe('her health form on the profile', () => {
  // the panel is its own chunk: loaded once here, so opening it waits on no real time under the fake clock
  beforeAll(async () => {
    await import('../../../site/account/health-form-panel');
  });
  beforeEach(() => loginUser(ana));

  it('is offered for an in-person visit only, and signs exactly what she answered', async () => {
    const api = scriptApiWith(DATA_PANEL_ANSWERS, listed, unsigned, { status: 201, body: { success: true, message: 'Thank you: your health form is signed.' } }, signedForm);
    renderAt('/profile', <ProfilePage />);
    await settle();
    const section = screen.getByRole('region', { name: 'Your appointments' });
    const open = within(section).getAllByRole('button', { name: 'Health form and consent' });
    // the in-person visit, not the phone call
    expect(open).toHaveLength(1);
    fireEvent.click(open[0]!);
    const pregnant = await until(() => screen.queryByRole('group', { name: 'Are you pregnant, trying to get pregnant, or breastfeeding?' }));
    expect(api.sent[1]).toMatchObject({ url: '/api/account/appointments/5/health-form', method: 'GET' });
    expect(screen.getByText('Not signed yet. Please fill it in before your visit.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Consent to treatment' })).toBeTruthy();
    const sign = screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement;
    expect(sign.disabled).toBe(true);

    for (const q of YES_NO_QUESTIONS) {
      const group = screen.getAllByRole('group').find((g) => g.querySelector('legend')?.textContent && g.querySelectorAll('input[type=radio]').length === 2 && g.querySelector(`input[name="health-form-5-${q}"]`));
      fireEvent.click(within(group!).getByLabelText(q === 'diabetes' ? 'Yes' : 'No'));
    }
    expect(within(pregnant).getByLabelText('No')).toHaveProperty('checked', true);
    fireEvent.change(screen.getByLabelText('Medicines you take'), { target: { value: 'Metformin' } });
    fireEvent.click(screen.getByLabelText('Photos for my medical record only'));
    fireEvent.click(screen.getByLabelText('I have read the consent to treatment and I agree to it.'));
    expect(sign.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Type your full name to sign'), { target: { value: 'Ana Lima' } });
    expect(sign.disabled).toBe(false);
    fireEvent.click(sign);
    await settle();
    await settle();
    expect(api.sent[2]).toMatchObject({
      url: '/api/account/appointments/5/health-form',
      method: 'POST',
      body: {
        answers: Object.fromEntries(YES_NO_QUESTIONS.map((q) => [q, q === 'diabetes'])),
        medications: 'Metformin',
        allergies: '',
        photo_consent: 'record',
        consent_version: 'consent-2026-11',
        accept_consent: true,
        signed_name: 'Ana Lima',
      },
    });
    await until(() => screen.queryByText('Thank you: your health form is signed.'));
    const pdf = await until(() => screen.queryByRole('link', { name: 'Download version 1 (PDF)' }));
    expect(pdf.getAttribute('href')).toBe('/api/account/appointments/5/health-form/versions/1/pdf');
    expect(screen.getByText('The doctor will go over some of your answers with you before the treatment.')).toBeTruthy();
    // a change starts from what she signed, and the consent is agreed to again
    expect((screen.getByLabelText('Medicines you take') as HTMLTextAreaElement).value).toBe('Metformin');
    expect(screen.getByLabelText('I have read the consent to treatment and I agree to it.')).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Sign the changed form' })).toBeTruthy();
  });

  it('shows the questions and the consent in Spanish on the Spanish profile', async () => {
    scriptApiWith(DATA_PANEL_ANSWERS, listed, unsigned);
    renderAt(
      '/profile',
      <CopyProvider value={{ account: accountEs }}>
        <CoreCopyProvider value={spanishCoreCopy}>
          <ProfilePage />
        </CoreCopyProvider>
      </CopyProvider>,
    );
    await settle();
    fireEvent.click(screen.getAllByRole('button', { name: 'Formulario de salud y consentimiento' })[0]!);
    await until(() => screen.queryByRole('group', { name: '¿Está embarazada, intentando quedar embarazada o dando el pecho?' }));
    expect(screen.getByRole('heading', { name: 'Consentimiento para el tratamiento' })).toBeTruthy();
    expect(screen.getByLabelText('Escriba su nombre completo para firmar')).toBeTruthy();
  });
});
