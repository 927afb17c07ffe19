/**
 * What staff see of a health form without its answers (docs/product/roles.md: the front desk too):
 * 'not_yet' before she signs, else her latest version's 'done' or 'flagged', by the one rule of
 * src/health-form/health-form-flags.ts applied to the opened answers, so a version signed before
 * the rule changed is judged by today's rule. Nothing of the answers leaves this module.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FieldDecryptError, type FieldCipher } from '../db/field-cipher';
import { isFlagged, type HealthFormStatus } from '../../src/health-form/health-form-flags';
import { openContent } from './health-form-seal';

export interface LatestVersion {
  appointment_id: number;
  version: number;
  sealed: string;
  flagged: number;
}

/** The newest version of each of these appointments' forms, by appointment. */
export async function latestVersions(db: Kysely<Database>, appointmentIds: readonly number[]): Promise<Map<number, LatestVersion>> {
  const latest = new Map<number, LatestVersion>();
  if (appointmentIds.length === 0) return latest;
  const rows = await db
    .selectFrom('health_form_versions')
    .select(['appointment_id', 'version', 'sealed', 'flagged'])
    .where('appointment_id', 'in', [...appointmentIds])
    .orderBy('appointment_id')
    .orderBy('version', 'desc')
    .execute();
  for (const row of rows) if (!latest.has(row.appointment_id)) latest.set(row.appointment_id, row);
  return latest;
}

/**
 * A version's status. Sealed under a key the server was not given, its stored flag (the same rule,
 * at signing) decides: the calendar still shows what staff need, and the answers view says why it
 * cannot open.
 */
export function statusOf(cipher: FieldCipher, latest: LatestVersion | undefined): HealthFormStatus {
  if (!latest) return 'not_yet';
  try {
    return isFlagged(openContent(cipher, latest.sealed).answers) ? 'flagged' : 'done';
  } catch (err) {
    if (!(err instanceof FieldDecryptError)) throw err;
    return latest.flagged === 1 ? 'flagged' : 'done';
  }
}
