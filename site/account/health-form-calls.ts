/**
 * Her health form's calls (docs/product/api.md "Her health form and consent"): read it for one
 * appointment, sign a new version, and each version's PDF address. The session cookie and its
 * X-XSRF-TOKEN go with each, as with every account call.
 */
import { get, getApiBase, post } from '../../src/api/http-client';
import type { Locale } from '../../src/i18n/locale';
import type { ConsentVersion, PhotoConsent, TextQuestion, YesNoQuestion } from '../../src/health-form/health-form-shape';
import { settle, type Outcome } from '../../src/responses/outcome';

export interface SignedVersion {
  version: number;
  signed_at: string;
  flagged: boolean;
  consent_version: ConsentVersion;
  language: Locale;
  answers: Record<YesNoQuestion, boolean>;
  medications: string;
  allergies: string;
  photo_consent: PhotoConsent;
  signed_name: string;
  signature_hash: string;
}

export interface HealthForm {
  success: boolean;
  can_sign: boolean;
  latest: SignedVersion | null;
  versions: { version: number; signed_at: string; flagged: boolean; consent_version: string }[];
}

export type Signature = {
  answers: Record<YesNoQuestion, boolean>;
  photo_consent: PhotoConsent;
  consent_version: ConsentVersion;
  accept_consent: boolean;
  signed_name: string;
} & Record<TextQuestion, string>;

const formPath = (id: number) => `/api/account/appointments/${id}/health-form`;

export const getHealthForm = (id: number, locale: Locale): Promise<Outcome<HealthForm>> => settle(get<HealthForm>(formPath(id), locale));

export const signHealthForm = (id: number, signature: Signature, locale: Locale): Promise<Outcome<{ success: boolean; message?: string }>> =>
  settle(post(formPath(id), signature, locale));

export const healthFormPdfUrl = (id: number, version: number): string => `${getApiBase()}${formPath(id)}/versions/${version}/pdf`;
