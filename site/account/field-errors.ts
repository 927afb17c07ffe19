/**
 * The body field holding a refusal's per-field messages (register's `data`, profile's `errors`),
 * whatever the answer looked like; `firstMessagePerField` (src/responses/answer-fields.ts) then
 * gives the message to show beside each field it names while the toasts of src/responses announce them.
 */
import { isRecord } from '../../src/responses/answer-fields';

export function fieldOf(body: unknown, key: string): unknown {
  return isRecord(body) ? body[key] : undefined;
}
