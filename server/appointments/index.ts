/**
 * What other features may use of the appointments room: the consultation call's time (the lead
 * form books with it), its fields and replies in the OpenAPI document, a lead's appointment as
 * the inbox shows and exports it, and removing a lead's appointments when the lead is deleted.
 */
export { bookedAnswer, checkTime, readTime, replayAnswered, retryOf, storeWithTime } from './consultation-booking';
export { appointmentFieldDocs, consultationTimeReplies } from './appointment-operations';
export { APPOINTMENT_EXPORT_COLUMNS, appointmentExportCells, appointmentsOfLeads, leadAppointment, type LeadAppointment } from './lead-appointments';
export { removeAppointments, removeLeadAppointments, type LeadAppointmentRemoval, type RemovedAppointment } from './lead-appointment-removal';
/** Whose patients a practitioner's staff account sees, and the practitioners one may be linked to. */
export { isPatientOf, listPractitioners } from './practitioner-patients';
/** Her appointments in her account: one of hers by id (someone else's is undefined), and what her calls show of it (the health form's room uses both). */
export { findOwnedAppointment } from './account-appointment-repository';
export { appointmentView } from './appointment-view';
export type { AppointmentRow } from './appointment-repository';
