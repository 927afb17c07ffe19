/**
 * What a signature carries, checked field by field (docs/product/api.md "Accounts"): every
 * screening question answered true or false, medicines and allergies as text (may be empty), the
 * photo consent, the consent version she read (the current one), her agreement, and her typed full
 * name. A refusal names the field, never repeats what she typed.
 */
import {
  CURRENT_CONSENT_VERSION,
  PHOTO_CONSENTS,
  TEXT_ANSWER_MAX,
  TEXT_QUESTIONS,
  YES_NO_QUESTIONS,
  type HealthAnswers,
  type PhotoConsent,
  type TextQuestion,
  type YesNoQuestion,
} from '../../src/health-form/health-form-shape';
import type { HealthFormText } from './health-form-text';

export const NAME_MIN = 2;
export const NAME_MAX = 120;

export interface Signature {
  answers: HealthAnswers;
  photoConsent: PhotoConsent;
  consentVersion: string;
  signedName: string;
}

const field = (body: unknown, name: string): unknown => (body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined);

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAKS_OR_CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

function textAnswer(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return undefined;
  const text = value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (text.length > TEXT_ANSWER_MAX || CONTROL.test(text)) return undefined;
  return text;
}

/** The signature, or the refusal's message. */
export function readSignature(body: unknown, m: HealthFormText): Signature | { error: string } {
  const given = field(body, 'answers');
  if (given === null || typeof given !== 'object' || Array.isArray(given)) return { error: m.answersInvalid };
  const yesNo = {} as Record<YesNoQuestion, boolean>;
  for (const q of YES_NO_QUESTIONS) {
    const a = (given as Record<string, unknown>)[q];
    if (typeof a !== 'boolean') return { error: m.answersInvalid };
    yesNo[q] = a;
  }
  const text = {} as Record<TextQuestion, string>;
  for (const q of TEXT_QUESTIONS) {
    const a = textAnswer(field(body, q));
    if (a === undefined) return { error: m.textTooLong };
    text[q] = a;
  }
  const photo = field(body, 'photo_consent');
  if (typeof photo !== 'string' || !(PHOTO_CONSENTS as readonly string[]).includes(photo)) return { error: m.photoConsentInvalid };
  if (field(body, 'consent_version') !== CURRENT_CONSENT_VERSION) return { error: m.consentOutdated };
  if (field(body, 'accept_consent') !== true) return { error: m.consentNotAccepted };
  const rawName = field(body, 'signed_name');
  const name = typeof rawName === 'string' ? rawName.normalize('NFC').trim().replace(/ {2,}/g, ' ') : '';
  if (name.length < NAME_MIN || name.length > NAME_MAX || LINE_BREAKS_OR_CONTROL.test(name) || !/\p{L}/u.test(name)) return { error: m.nameInvalid };
  return { answers: { yesNo, text }, photoConsent: photo as PhotoConsent, consentVersion: CURRENT_CONSENT_VERSION, signedName: name };
}
