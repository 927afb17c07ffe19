/**
 * Every call of the API: the top level merges each feature's table, in the order the OpenAPI
 * document lists them (docs/product/api.md). A feature's routes read their own table, never this one;
 * only the OpenAPI document and the tests of the whole API read the merged one.
 */
import type { ApiOperation } from './http/api-operation';
import { errorReply } from './http/reply-schemas';
import { BEFORE_SECOND_FACTOR, STAFF_CALLS } from './staff';
import { openApiOperations } from './http/openapi-routes';
import { appointmentOperations } from './appointments/appointment-operations';
import { bookingConfirmationOperations } from './appointments/booking-confirmation-operations';
import { leadOperations } from './leads/lead-operations';
import { accountOperations } from './accounts/account-operations';
import { accountAppointmentOperations } from './appointments/account-appointment-operations';
import { healthFormOperations } from './health-forms/health-form-operations';
import { staffHealthFormOperations } from './health-forms/staff-health-form-operations';
import { marketingMailOperations } from './marketing-mail/marketing-mail-operations';
import { accountDataOperations } from './account-data/account-data-operations';
import { blogOperations } from './blog/blog-operations';
import { staffOperations } from './staff/staff-operations';
import { staffPeopleOperations } from './staff/staff-people-operations';
import { staffSecondFactorOperations } from './staff/staff-second-factor-operations';
import { staffPasskeyOperations } from './staff/staff-passkey-operations';
import { accessLogOperations } from './staff/access-log-operations';
import { leadSourceOperations } from './lead-sources/lead-source-operations';
import { faqSetOperations } from './faq-sets/faq-set-operations';
import { postOperations } from './blog/post-operations';
import { backupOperations } from './backups/backup-operations';
import { proofOfWorkOperations } from './proof-of-work/proof-of-work-operations';
import { courseOperations } from './courses/course-operations';
import { staffCourseOperations } from './courses/staff-course-operations';
import { certificateOperations } from './courses/certificate-operations';

const mergedOperations = {
  ...appointmentOperations,
  ...leadOperations,
  ...proofOfWorkOperations,
  ...courseOperations,
  ...staffCourseOperations,
  ...certificateOperations,
  ...accountOperations,
  ...accountAppointmentOperations,
  ...healthFormOperations,
  ...marketingMailOperations,
  ...accountDataOperations,
  ...blogOperations,
  ...openApiOperations,
  ...staffOperations,
  ...staffPeopleOperations,
  ...staffSecondFactorOperations,
  ...staffPasskeyOperations,
  ...accessLogOperations,
  ...leadSourceOperations,
  ...faqSetOperations,
  ...postOperations,
  ...backupOperations,
  ...bookingConfirmationOperations,
  ...staffHealthFormOperations,
} satisfies Record<string, ApiOperation>;

const ROLE_REFUSAL = 'Outside the signed-in staff member’s role (server/staff/staff-roles.ts, docs/product/roles.md). Message: "This is not part of your role (…). Please ask the clinic\'s owner if you need it."';

const SECOND_FACTOR_REFUSAL =
  'The session has not passed its second factor (`second_factor` of POST /api/staff/login: `code` or `enrol`; server/staff/staff-second-factor.ts). Message: "Please enter the code from your authenticator app …" or "Please set up sign-in codes with an authenticator app first …".';

/**
 * Every staff call that some role may not use also answers 403 for it, and every staff call but
 * the second step's answers 403 to a session that has not passed its second factor: documented here,
 * from the same role table the staff guard reads, so no feature's table has to repeat it.
 */
function withRoleRefusal(op: ApiOperation): ApiOperation {
  const call = `${op.method} ${op.path}`;
  const access = STAFF_CALLS[call];
  if (access === undefined || access === 'public') return op;
  const refusals = [...(access === 'signed-in' ? [] : [ROLE_REFUSAL]), ...(BEFORE_SECOND_FACTOR.has(call) ? [] : [SECOND_FACTOR_REFUSAL])];
  if (refusals.length === 0) return op;
  const earlier = op.responses['403'];
  const description = [...(earlier ? [earlier.description] : []), ...refusals].join(' Or: ');
  return { ...op, responses: { ...op.responses, '403': { ...(earlier ?? {}), description, schema: errorReply } } };
}

export const apiOperations = Object.fromEntries(Object.entries(mergedOperations).map(([name, op]) => [name, withRoleRefusal(op)])) as typeof mergedOperations;

export type OperationName = keyof typeof apiOperations;
