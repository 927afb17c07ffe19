/**
 * Her data's calls (docs/product/api.md "Her data"): her marketing-mail setting, the retention
 * period her profile states, the download's address, and closing her account. The session cookie
 * and its X-XSRF-TOKEN go with each, as with every account call.
 */
import { get, getApiBase, post, put } from '../../src/api/http-client';
import type { Locale } from '../../src/i18n/locale';
import { settle, type Outcome } from '../../src/responses/outcome';

export interface MailSetting {
  success: boolean;
  subscribed: boolean;
  message: string;
}

export const getMailSetting = (locale: Locale): Promise<Outcome<MailSetting>> => settle(get<MailSetting>('/api/account/marketing-mail', locale));
export const setMailSetting = (subscribed: boolean, locale: Locale): Promise<Outcome<MailSetting>> => settle(put<MailSetting>('/api/account/marketing-mail', { subscribed }, locale));
export const getDataTerms = (locale: Locale): Promise<Outcome<{ medical_record_retention_years: number }>> => settle(get('/api/account/data-terms', locale));
export const exportUrl = (): string => `${getApiBase()}/api/account/export`;
export const closeAccount = (password: string, locale: Locale): Promise<Outcome<{ success: boolean; message: string }>> => settle(post('/api/account/close', { password }, locale));
