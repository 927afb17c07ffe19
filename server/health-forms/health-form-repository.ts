/** The health form's queries: insert a signed version (never update one), list an appointment's versions, read one. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { HealthFormVersionsTable } from '../db/health-form-tables';

export type HealthFormRow = Selectable<HealthFormVersionsTable>;
export type HealthFormSummary = Pick<HealthFormRow, 'version' | 'signed_at' | 'flagged' | 'consent_version'>;

export async function latestVersionNumber(db: Kysely<Database>, appointmentId: number): Promise<number> {
  const row = await db.selectFrom('health_form_versions').select((eb) => eb.fn.max('version').as('top')).where('appointment_id', '=', appointmentId).executeTakeFirst();
  return Number(row?.top ?? 0);
}

/** Adds a version; a clash on (appointment, version) means another signature came first (the caller says so). */
export async function insertVersion(db: Kysely<Database>, row: Insertable<HealthFormVersionsTable>): Promise<void> {
  await db.insertInto('health_form_versions').values(row).execute();
}

/** Every version of an appointment's form, newest first, without the sealed answers. */
export async function listVersions(db: Kysely<Database>, appointmentId: number): Promise<HealthFormSummary[]> {
  return db
    .selectFrom('health_form_versions')
    .select(['version', 'signed_at', 'flagged', 'consent_version'])
    .where('appointment_id', '=', appointmentId)
    .orderBy('version', 'desc')
    .execute();
}

export async function findVersion(db: Kysely<Database>, appointmentId: number, version: number): Promise<HealthFormRow | undefined> {
  return db.selectFrom('health_form_versions').selectAll().where('appointment_id', '=', appointmentId).where('version', '=', version).executeTakeFirst();
}
