/**
 * Whether a lead form was sent as a partner's test: `test_mode=1` as a field of its own (an API
 * client), or inside its `lead_source` (the widgets on a page that sets
 * `window.ClinicWidgets = { testMode: true }`). Such a form is checked and answered exactly like a
 * real one, but stored as a test (test-lead-repository.ts), with no mail to anyone. It also skips
 * the bot guard's "sent faster than a person types" rule, so a partner's automated test need not
 * wait: a test reaches no one, so a bot that claims to be one gains nothing.
 */
import type { JsonSchema } from '../http/json-schema';
import { LEAD_SOURCE_FIELD, LEAD_SOURCE_MAX_CHARS } from '../lead-sources';

export const TEST_MODE_FIELD = 'test_mode';

/** How the OpenAPI document (server/api-schemas) describes the field. */
export const testModeFieldDoc: JsonSchema = {
  type: 'string',
  enum: ['1'],
  description:
    'Optional: `1` marks a partner’s test (the widgets send it inside `lead_source` instead). It is checked and answered exactly like a real lead, but kept for a day apart from the clinic’s inbox, and no mail is sent. It is not held to the "faster than a person types" rule.',
} as JsonSchema;

const isOne = (value: unknown) => value === '1' || value === 1 || value === true || value === 'true';

export function isTestSubmission(fields: unknown): boolean {
  if (typeof fields !== 'object' || fields === null) return false;
  const record = fields as Record<string, unknown>;
  if (isOne(record[TEST_MODE_FIELD])) return true;
  const source = record[LEAD_SOURCE_FIELD];
  return typeof source === 'string' && new URLSearchParams(source.slice(0, LEAD_SOURCE_MAX_CHARS)).get(TEST_MODE_FIELD) === '1';
}
