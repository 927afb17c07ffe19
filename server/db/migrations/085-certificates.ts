import type { Kysely } from 'kysely';

/**
 * A file a queued mail carries (the course's certificate of attendance, server/courses/certificates.ts):
 * its name, type and bytes (base64), emptied with the body once the mail is sent or fails, as the
 * calendar part is. The course tables (075) already hold the certificate's number and revocation.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('attachment_name', 'varchar(100)').execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachment_type', 'varchar(60)').execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachment', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['attachment', 'attachment_type', 'attachment_name']) await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
}
