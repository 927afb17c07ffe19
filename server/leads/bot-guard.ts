/**
 * Decides whether a lead form was sent by a bot, from the two extra fields our own forms send
 * (docs/architecture.md): a filled honeypot, or a genuine stamp younger than a person could type. A request
 * without them, or with a stamp we cannot read, is served normally: a real lead is never dropped
 * for a stale page, and the rate limits guard the rest.
 */
import { MAX_STAMP_AGE_MS, MIN_FILL_MS, readStamp } from './form-stamp';

export interface BotGuardInput {
  website?: unknown;
  form_stamp?: unknown;
}

/** The honeypot as text; an object or array is no answer a bot gave in a form, and is the schema's to refuse (it may not even turn into a string). */
const honeypotText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

export function looksLikeBot(input: BotGuardInput, secret: string, now = Date.now()): boolean {
  if (honeypotText(input.website).trim() !== '') return true;
  if (typeof input.form_stamp !== 'string' || input.form_stamp === '') return false;
  const issuedAt = readStamp(secret, input.form_stamp);
  if (issuedAt === null) return false;
  const age = now - issuedAt;
  return age >= 0 && age < MIN_FILL_MS;
}

/**
 * A genuine stamp past its maximum age: the form is refused with a message asking to reload (never
 * dropped quietly: a person who left the page open must learn the lead was not sent).
 */
export function stampExpired(input: BotGuardInput, secret: string, now = Date.now()): boolean {
  if (typeof input.form_stamp !== 'string' || input.form_stamp === '') return false;
  const issuedAt = readStamp(secret, input.form_stamp);
  return issuedAt !== null && now - issuedAt > MAX_STAMP_AGE_MS;
}
