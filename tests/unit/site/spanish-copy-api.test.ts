/**
 * The server's Spanish twins: the API's sentences (server/i18n/api-messages.es.ts), its waits and
 * the patient mails (server/accounts/account-mail.es.ts, the aftercare and follow-up mails in
 * server/appointments/aftercare-mail.es.ts) and the marketing-mail answers are complete, keep every figure of the English
 * and leave no English sentence behind.
 */
import { describe, expect, it } from 'vitest';
import { compareCopy, type CopyPair } from './copy-pairs';
import { clinic } from '../../../src/config/clinic';
import * as apiEn from '../../../server/i18n/api-messages';
import * as apiEs from '../../../server/i18n/api-messages.es';
import * as waitEn from '../../../server/i18n/wait-phrase';
import * as waitEs from '../../../server/i18n/wait-phrase.es';
import * as mailEn from '../../../server/accounts/account-mail';
import * as mailEs from '../../../server/accounts/account-mail.es';
import type { OutgoingMail } from '../../../server/mail/outbox-repository';
import * as aftercareEn from '../../../server/appointments/aftercare-mail';
import * as aftercareEs from '../../../server/appointments/aftercare-mail.es';
import * as marketingEn from '../../../server/marketing-mail/marketing-mail-text';
import * as marketingEs from '../../../server/marketing-mail/marketing-mail-text.es';
import * as accountDataTextEn from '../../../server/account-data/account-data-text';
import * as accountDataTextEs from '../../../server/account-data/account-data-text.es';

// a mail's signature: the clinic's name and phone
const sameInBothLanguages = new Set(['Endolift', 'Endolift Miami', `${clinic.clinicName}\n${clinic.phone}`]);

/** A mail's words only: its kind and address are data. */
const words =
  <A extends unknown[]>(template: (...args: A) => OutgoingMail) =>
  (...args: A) => {
    const { subject, text } = template(...args);
    return { subject, text };
  };

const mails = (m: typeof mailEs) => ({
  resetLinkMail: words(m.resetLinkMail),
  accountExistsMail: words(m.accountExistsMail),
  passwordChangedMail: words(m.passwordChangedMail),
  verifyEmailMail: words(m.verifyEmailMail),
});

const when = Date.UTC(2026, 10, 23, 14, 58);

const pairs: CopyPair[] = [
  {
    name: 'api-messages',
    en: apiEn,
    translated: apiEs,
    calls: {
      'api-messages:fieldMessages.tooLong': [100],
      'api-messages:replyMessages.tooManyLogins': [412],
      'api-messages:replyMessages.tooManyRequests': [45],
      'api-messages:replyMessages.photosBusy': [5],
      'api-messages:replyMessages.tooManyBookings': [24],
      'api-messages:replyMessages.noSuchEndpoint': ['GET', '/api/x'],
    },
  },
  {
    name: 'aftercare-mail',
    en: aftercareEn,
    translated: aftercareEs,
    calls: {
      'aftercare-mail:aftercareMailText.followUpBook': ['https://clinic.example/consultation'],
      'aftercare-mail:aftercareMailText.hello': ['Ana'],
      'aftercare-mail:aftercareMailText.unsubscribe': ['https://clinic.example/unsubscribe?token=abc'],
    },
  },
  { name: 'marketing-mail-text', en: marketingEn, translated: marketingEs, calls: { 'marketing-mail-text:marketingMailText.state': [true] } },
  { name: 'account-data-text', en: accountDataTextEn, translated: accountDataTextEs, calls: { 'account-data-text:accountDataText.closed': [10, true] } },
  { name: 'wait-phrase', en: waitEn, translated: waitEs, calls: { 'wait-phrase:waitPhrase': [412] } },
  {
    name: 'mail-templates',
    en: mails(mailEn),
    translated: mails(mailEs),
    calls: {
      'mail-templates:resetLinkMail': ['ana@example.com', 'Ana', 'https://clinic.example/es/reset-password?token=t'],
      'mail-templates:accountExistsMail': ['ana@example.com', 'Ana', 'https://clinic.example'],
      'mail-templates:passwordChangedMail': ['ana@example.com', 'Ana', when, 'https://clinic.example'],
      'mail-templates:verifyEmailMail': ['ana@example.com', 'Ana', 'https://clinic.example/es/verify-email?token=t'],
    },
  },
];

describe('Spanish copy of the server', () => {
  for (const pair of pairs) {
    describe(pair.name, () => {
      const problems = compareCopy(pair, { sameInBothLanguages });
      it('has a Spanish string for every English string', () => {
        expect(problems.missing).toEqual([]);
      });
      it('keeps every figure of the English text', () => {
        expect(problems.missingFigures).toEqual([]);
      });
      it('leaves no English sentence untranslated', () => {
        expect(problems.untranslated).toEqual([]);
      });
    });
  }

  it('links Spanish mail to the Spanish pages', () => {
    const text = mailEs.accountExistsMail('ana@example.com', 'Ana', 'https://clinic.example').text;
    expect(text).toContain('https://clinic.example/es/signin');
    expect(text).toContain('https://clinic.example/es/forgot-password');
    expect(mailEs.passwordChangedMail('ana@example.com', 'Ana', when, 'https://clinic.example').text).toContain('https://clinic.example/es/forgot-password');
  });
});
