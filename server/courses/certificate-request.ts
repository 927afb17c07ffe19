/** What the certificate calls take, whatever a client sends: a code from the path, a reason for revoking. */
import { bodyField } from './course-request';

export const REASON_MAX = 500;
// stored as typed and shown to staff: no control characters (PostgreSQL refuses NUL), no lone surrogates
const UNSAFE_TEXT = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path's code as sent (the lookup refuses anything that is not a code), or '' when there is none. */
export function codeParam(params: unknown): string {
  const raw = bodyField(params, 'code');
  return typeof raw === 'string' ? raw.toUpperCase() : '';
}

/** The reason, trimmed, or null when it is missing, empty, too long or not plain text. */
export function reasonOf(body: unknown): string | null {
  const raw = bodyField(body, 'reason');
  if (typeof raw !== 'string') return null;
  const reason = raw.trim();
  return reason !== '' && reason.length <= REASON_MAX && !UNSAFE_TEXT.test(reason) ? reason : null;
}
