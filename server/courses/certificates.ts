/**
 * The certificate of attendance (docs/decisions/0026-certificates.md): issued once an enrollment is
 * marked attended, by the staff check-in. The number is drawn and the PDF made before the
 * transaction, so the write stays short; the number is then stored only `WHERE certificate_code IS
 * NULL` in the transaction that queues her mail with the PDF, so two check-ins at once (two staff
 * phones, two processes, a retried request) store one number and queue one mail.
 */
import { enqueueMail } from '../mail/outbox-repository';
import type { CourseContext } from './course-context';
import { findDay, type CourseDayRow } from './course-repository';
import { certificateLink, enrollmentLink, participantMail } from './course-mails';
import { enrollmentPageToken } from './enrollment-links';
import { findEnrollment, type EnrollmentRow } from './enrollment-repository';
import { newCertificateCode } from './certificate-code';
import { certificateTextFor, renderCertificatePdf } from './certificate-pdf';
import type { MissingScripts } from '../i18n/pdf-text-line';

/**
 * The certificate's PDF for an enrollment that has a number: as mailed, and as her page downloads it
 * again. `missing` hears the scripts of letters in her name no embedded font has, to log them.
 */
export async function certificatePdf(e: EnrollmentRow, day: CourseDayRow, siteUrl: string, code: string, issuedAt: number, missing?: MissingScripts): Promise<{ filename: string; content: Buffer }> {
  const content = await renderCertificatePdf({
    language: day.language,
    name: `${e.first_name} ${e.last_name}`,
    code,
    startsAt: day.starts_at,
    endsAt: day.ends_at,
    verifyUrl: certificateLink(siteUrl, day.language, code),
    issuedAt,
  }, missing);
  return { filename: certificateTextFor(day.language).fileName(code), content };
}

/**
 * Issues the certificate of an attended enrollment: once. Does nothing when she is not (or no
 * longer) attended, or already has one; a revoked certificate stays revoked.
 */
export async function issueCertificate(context: CourseContext, enrollmentId: number, missing?: MissingScripts): Promise<void> {
  const e = await findEnrollment(context.db, enrollmentId);
  if (!e || e.status !== 'attended' || e.certificate_code !== null) return;
  const day = await findDay(context.db, e.day_id);
  if (!day) throw new Error(`enrollment ${enrollmentId} has no day`);
  const code = newCertificateCode();
  const pdf = await certificatePdf(e, day, context.siteUrl, code, context.now, missing);
  await context.db.transaction().execute(async (trx) => {
    const issued = await trx
      .updateTable('course_enrollments')
      .set({ certificate_code: code, certificate_issued_at: context.now, updated_at: context.now })
      .where('id', '=', enrollmentId)
      .where('status', '=', 'attended')
      .where('certificate_code', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!issued) return;
    const page = enrollmentLink(context.siteUrl, issued.language, await enrollmentPageToken(trx, issued, day, context.now));
    const mail = participantMail(issued, day, 'certificate', { page, certificateUrl: certificateLink(context.siteUrl, issued.language, code) }, context.clinicEmail, context.now);
    await enqueueMail(trx, { ...mail, attachment: { filename: pdf.filename, contentType: 'application/pdf', content: pdf.content } });
  });
}
