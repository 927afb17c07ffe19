/**
 * What the rest of the server may use of the health forms room: the column it seals, which
 * `npm run rotate-field-key` re-encrypts under a new key, and the housekeeping's reminder.
 */
export { SEALED_COLUMN, SEALED_CONTEXT } from './health-form-seal';
/** The 48-hour reminder of a form not signed yet, which the housekeeping run sends. */
export { sendDueHealthFormReminders } from './health-form-reminder';
/** Her signed versions as the clinic's medical record: held past her account, purged once the retention runs out. */
export { holdMedicalRecord, keptUntil, purgeExpiredMedicalRecords, type KeptRecord, type MedicalRecordPurge } from './medical-record-retention';
/** Her signed versions by account, answers opened, and each one's PDF: for her data download only. */
export { herSignedVersionPdf, herSignedVersions, signedVersionPdfPath } from './her-signed-versions';
