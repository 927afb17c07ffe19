/**
 * A certificate as the public check sees it, and its revocation by staff. The check answers
 * whether it is valid, the name and the course day, and nothing else about her.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CourseContext } from './course-context';
import { isCertificateCode } from './certificate-code';
import { aboutEnrollment } from './course-mails';
import { writeCourseAudit, type CourseActor } from './course-audit-repository';

export interface CertificateRecord {
  code: string;
  enrollmentId: number;
  dayId: number;
  firstName: string;
  lastName: string;
  /** the course day, YYYY-MM-DD */
  date: string;
  /** the course day's language of instruction: the certificate's */
  language: string;
  issuedAt: number;
  revokedAt: number | null;
}

export async function findCertificate(db: Kysely<Database>, code: string): Promise<CertificateRecord | undefined> {
  // a string no certificate can have (the wrong length, NUL, 100 KB) is unknown without a query
  if (!isCertificateCode(code)) return undefined;
  const row = await db
    .selectFrom('course_enrollments as e')
    .innerJoin('course_days as d', 'd.id', 'e.day_id')
    .select(['e.id', 'e.day_id', 'e.first_name', 'e.last_name', 'e.certificate_code', 'e.certificate_issued_at', 'e.certificate_revoked_at', 'd.date', 'd.language'])
    .where('e.certificate_code', '=', code)
    .executeTakeFirst();
  if (!row?.certificate_code) return undefined;
  return {
    code: row.certificate_code,
    enrollmentId: row.id,
    dayId: row.day_id,
    firstName: row.first_name,
    lastName: row.last_name,
    date: row.date,
    language: row.language,
    issuedAt: row.certificate_issued_at ?? 0,
    revokedAt: row.certificate_revoked_at,
  };
}

export type RevokeResult = { result: 'revoked'; revokedAt: number } | { result: 'already'; revokedAt: number } | { result: 'unknown' };

/**
 * Revokes a certificate with staff's reason, once: the conditional UPDATE and the audit row are one
 * transaction, so two revocations at once leave one date, one reason and one audit row. Its mail,
 * if not sent yet, is withdrawn.
 */
export async function revokeCertificate(ctx: CourseContext, actor: CourseActor, code: string, reason: string): Promise<RevokeResult> {
  if (!isCertificateCode(code)) return { result: 'unknown' };
  return ctx.db.transaction().execute(async (trx) => {
    if (await revokeIn(trx, ctx.now, actor, code, reason)) return { result: 'revoked', revokedAt: ctx.now };
    const found = await findCertificate(trx, code);
    return found?.revokedAt != null ? { result: 'already', revokedAt: found.revokedAt } : { result: 'unknown' };
  });
}

/**
 * The revocation inside a transaction of the caller's (staff's revoke, an undone check-in): the
 * conditional UPDATE, the withdrawal of an unsent certificate mail and the audit row. False when
 * the code is unknown or already revoked.
 */
export async function revokeIn(trx: Kysely<Database>, now: number, actor: CourseActor, code: string, reason: string): Promise<boolean> {
  const row = await trx
    .updateTable('course_enrollments')
    .set({ certificate_revoked_at: now, certificate_revoked_reason: reason, updated_at: now })
    .where('certificate_code', '=', code)
    .where('certificate_revoked_at', 'is', null)
    .returning(['id', 'day_id'])
    .executeTakeFirst();
  if (!row) return false;
  // a certificate mail still waiting in the outbox would carry the revoked PDF out: it goes
  await trx.deleteFrom('mail_outbox').where('about', '=', aboutEnrollment(row.id)).where('status', '=', 'pending').where('attachment_name', 'is not', null).execute();
  await writeCourseAudit(trx, actor, { dayId: row.day_id, enrollmentId: row.id, action: 'certificate_revoked', detail: `${code}: ${reason}` }, now);
  return true;
}
