/**
 * What the course's audit log records (course_audit): written by the server
 * (server/courses/course-audit-repository.ts) and named in the staff's audit trail
 * (site/staff/courses/courses-copy.ts), so one list keeps the two from drifting apart.
 */
export const COURSE_AUDIT_ACTIONS = [
  'day_created',
  'day_edited',
  'day_cancelled',
  'payment_recorded',
  'enrollment_cancelled',
  'enrollment_moved',
  'checked_in',
  'marked_no_show',
  'check_in_undone',
  'certificate_revoked',
  // an undone check-in's certificate, its mail not sent yet: taken back as if never issued
  'certificate_withdrawn',
  // checked in again after an undo: the certificate she was mailed stands again
  'certificate_reinstated',
  'roster_exported',
] as const;

export type CourseAuditAction = (typeof COURSE_AUDIT_ACTIONS)[number];
