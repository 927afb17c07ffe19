/**
 * What the rest of the server may use of the health forms room: the column it seals, which
 * `npm run rotate-field-key` re-encrypts under a new key, and the housekeeping's reminder.
 */
export { SEALED_COLUMN, SEALED_CONTEXT } from './health-form-seal';
/** The 48-hour reminder of a form not signed yet, which the housekeeping run sends. */
export { sendDueHealthFormReminders } from './health-form-reminder';
