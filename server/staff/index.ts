/**
 * What other features may use of the staff room: the guard of every staff call, the role table, and who is acting,
 * whether a signed-in staff member is asking (for what only staff may see at a public address),
 * the lead audit log, the Miami day helpers and the lead statuses. Everything else is the room's own.
 */
export { actorOf, isSameOrigin, isStaffSignedIn, sessionOf, staffOnly } from './staff-guard';
/** Who may do what: the role table every staff call and page is decided by (the OpenAPI document reads it too). */
export { BEFORE_SECOND_FACTOR, STAFF_CALLS, STAFF_PERMISSIONS, STAFF_ROLES, onlyOwnPatients, roleMay, type StaffPermission, type StaffRole } from './staff-roles';
export type { StaffActor } from './lead-changes';
export { insertAudit } from './lead-audit-repository';
/** A view about no lead (a health form whose appointment has none) goes to the access log's own table. */
export { recordAccessLogRead } from './access-log-repository';
export { CLINIC_TIME_ZONE, clinicDateTime, clinicDayEnd, clinicDayStart } from './clinic-day';
export { LEAD_KINDS, LEAD_STATUSES, isLeadStatus, type StaffLeadStatus } from './lead-statuses';
export { leadTable, type LeadRecord, type LeadTableName } from './lead-record';
/** CSV cells a spreadsheet never runs as a formula (the course roster's download too). */
export { csvLine } from './csv-cell';
/** The staff's TOTP secrets, sealed with the field key: `npm run rotate-field-key` re-seals them too. */
export { TOTP_SECRET_COLUMN, TOTP_SECRET_CONTEXT } from './staff-second-factor-seal';
