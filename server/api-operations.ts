/**
 * Every call of the API: the top level merges each feature's table, in the order the OpenAPI
 * document lists them (docs/product/api.md). A feature's routes read their own table, never this one;
 * only the OpenAPI document and the tests of the whole API read the merged one.
 */
import type { ApiOperation } from './http/api-operation';
import { openApiOperations } from './http/openapi-routes';
import { appointmentOperations } from './appointments/appointment-operations';
import { bookingConfirmationOperations } from './appointments/booking-confirmation-operations';
import { leadOperations } from './leads/lead-operations';
import { accountOperations } from './accounts/account-operations';
import { blogOperations } from './blog/blog-operations';
import { staffOperations } from './staff/staff-operations';
import { leadSourceOperations } from './lead-sources/lead-source-operations';
import { faqSetOperations } from './faq-sets/faq-set-operations';
import { postOperations } from './blog/post-operations';
import { backupOperations } from './backups/backup-operations';
import { proofOfWorkOperations } from './proof-of-work/proof-of-work-operations';
import { courseOperations } from './courses/course-operations';
import { staffCourseOperations } from './courses/staff-course-operations';
import { certificateOperations } from './courses/certificate-operations';

export const apiOperations = {
  ...appointmentOperations,
  ...leadOperations,
  ...proofOfWorkOperations,
  ...courseOperations,
  ...staffCourseOperations,
  ...certificateOperations,
  ...accountOperations,
  ...blogOperations,
  ...openApiOperations,
  ...staffOperations,
  ...leadSourceOperations,
  ...faqSetOperations,
  ...postOperations,
  ...backupOperations,
  ...bookingConfirmationOperations,
} satisfies Record<string, ApiOperation>;

export type OperationName = keyof typeof apiOperations;
