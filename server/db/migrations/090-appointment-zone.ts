import type { Kysely } from 'kysely';

/**
 * The time zone of the browser an appointment was booked from (IANA name, null when unknown), so
 * its mails can give her own time beside Miami's, as the picker did (server/appointments/).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('visitor_zone', 'varchar(64)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('visitor_zone').execute();
}
