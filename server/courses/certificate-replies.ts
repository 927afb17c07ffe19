/** What the certificate calls answer (docs/product/api.md "Training course"). */
import * as v from 'valibot';
import { message } from '../http/reply-schemas';

const instant = v.pipe(v.string(), v.description('An instant, ISO 8601 in UTC.'));

export const certificateCheckReply = v.object({
  success: v.literal(true),
  certificate: v.pipe(
    v.object({
      code: v.string(),
      status: v.pipe(v.picklist(['valid', 'revoked']), v.description('revoked: the clinic withdrew it; it no longer certifies attendance.')),
      name: v.pipe(v.string(), v.description('The participant’s name as printed on the certificate.')),
      course_date: v.pipe(v.string(), v.description('The course day, YYYY-MM-DD.')),
      revoked_at: v.nullable(instant),
    }),
    v.title('CertificateCheck'),
    v.description('All the check tells: nothing else about the participant.'),
  ),
});

export const certificateRevokedReply = v.object({ success: v.literal(true), message, revoked_at: instant });
