/** The patient's e-mails in the account's language (docs/decisions/0013-languages-in-the-api-and-data.md). */
import type { Locale } from '../i18n/request-locale';
import * as en from './account-mail';
import * as es from './account-mail.es';

export type PatientMailTemplates = Pick<typeof en, 'resetLinkMail' | 'accountExistsMail' | 'passwordChangedMail' | 'verifyEmailMail'>;

const templates: Record<Locale, PatientMailTemplates> = { en, es };

/** A stored language other than 'en' or 'es' (a hand-edited row) falls back to English. */
export function patientMail(language: string): PatientMailTemplates {
  return language === 'es' ? templates.es : templates.en;
}

/** Where a page of the site lives in a language: '/signin' or '/es/signin'. */
export function pagePath(language: string, path: string): string {
  return language === 'es' ? `/es${path}` : path;
}
