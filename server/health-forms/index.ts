/**
 * What the rest of the server may use of the health forms room: the column it seals, which
 * `npm run rotate-field-key` re-encrypts under a new key.
 */
export { SEALED_COLUMN, SEALED_CONTEXT } from './health-form-seal';
