/**
 * The fingerprint of what she signed: SHA-256 of the canonical JSON (keys sorted at every level, no
 * spaces) of her answers, the photo consent, the consent text's version, her typed name and the
 * time, so the same signature always gives the same hash and any change to it another.
 */
import crypto from 'node:crypto';
import type { HealthAnswers } from '../../src/health-form/health-form-shape';

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface SignedContent {
  answers: HealthAnswers;
  photoConsent: string;
  consentVersion: string;
  signedName: string;
  signedAt: number;
}

export function signatureHash(s: SignedContent): string {
  const signed = { answers: s.answers, photo_consent: s.photoConsent, consent_version: s.consentVersion, name: s.signedName, signed_at: new Date(s.signedAt).toISOString() };
  return crypto.createHash('sha256').update(canonicalJson(signed), 'utf8').digest('hex');
}
