/**
 * Which patients a practitioner sees, for the staff roles (server/staff/staff-roles.ts): a
 * consultation request is hers when it has an appointment with her, whatever its status (she saw the
 * patient, or will). Also the practitioners a staff account may be linked to.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function isPatientOf(db: Kysely<Database>, practitionerId: string, leadId: number): Promise<boolean> {
  const row = await db.selectFrom('appointments').select('id').where('lead_id', '=', leadId).where('practitioner_id', '=', practitionerId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The calendar's practitioners (today the clinic has one), by id. */
export async function listPractitioners(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('appointment_resources').select('id').where('kind', '=', 'practitioner').orderBy('id').execute();
  return rows.map((r) => r.id);
}
