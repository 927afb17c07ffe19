/**
 * What other features may use of the appointments room: the consultation call's time (the lead
 * form books with it), its fields and replies in the OpenAPI document, and a lead's appointment as
 * the inbox shows and exports it.
 */
export { bookedAnswer, checkTime, readTime, replayAnswered, retryOf, storeWithTime } from './consultation-booking';
export { appointmentFieldDocs, consultationTimeReplies } from './appointment-operations';
export { APPOINTMENT_EXPORT_COLUMNS, appointmentExportCells, appointmentsOfLeads, leadAppointment, type LeadAppointment } from './lead-appointments';
