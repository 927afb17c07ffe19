/**
 * The consultation form's optional time: `appointment_type` and `appointment_start` (an ISO 8601
 * instant), both or neither. Field messages as the form's others. With them, `appointment_zone`:
 * the browser's IANA time zone, a hint for her mails, so one this server's Intl does not know is
 * left out rather than refused.
 */
import type { AppointmentText } from './appointment-text';
import { instantOf } from './manage-request';

export const APPOINTMENT_FIELDS = { type: 'appointment_type', start: 'appointment_start', zone: 'appointment_zone' } as const;

export type ChosenTime = { ok: true; chosen: { typeId: string; start: number; zone: string | null } | null } | { ok: false; errors: Record<string, string> };

/** An IANA zone name Intl knows, else null. */
export function zoneOf(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(raw)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** `knownType` says whether an id names a seeded type. */
export function readChosenTime(fields: Record<string, unknown>, knownType: (id: string) => boolean, text: AppointmentText): ChosenTime {
  const rawType = fields[APPOINTMENT_FIELDS.type];
  const rawStart = fields[APPOINTMENT_FIELDS.start];
  const typeId = typeof rawType === 'string' ? rawType.trim() : '';
  const startText = typeof rawStart === 'string' ? rawStart.trim() : '';
  if (typeId === '' && startText === '') return { ok: true, chosen: null };
  const errors: Record<string, string> = {};
  if (!knownType(typeId)) errors[APPOINTMENT_FIELDS.type] = text.typeUnknown;
  const start = instantOf(startText) ?? Number.NaN;
  if (startText === '') errors[APPOINTMENT_FIELDS.start] = text.startMissing;
  else if (!Number.isFinite(start)) errors[APPOINTMENT_FIELDS.start] = text.startInvalid;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, chosen: { typeId, start, zone: zoneOf(fields[APPOINTMENT_FIELDS.zone]) } };
}
