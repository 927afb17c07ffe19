/**
 * What of a signed version is sealed (server/db/field-cipher.ts): her answers and her typed name, as one JSON
 * text in `health_form_versions.sealed`. The column's name is the cipher's context, so a sealed
 * value does not open anywhere else; `npm run rotate-field-key` re-seals it under a new key.
 */
import type { FieldCipher } from '../db/field-cipher';
import type { HealthAnswers } from '../../src/health-form/health-form-shape';

export const SEALED_COLUMN = { table: 'health_form_versions', id: 'id', column: 'sealed' } as const;
export const SEALED_CONTEXT = `${SEALED_COLUMN.table}.${SEALED_COLUMN.column}`;

export interface SealedContent {
  answers: HealthAnswers;
  signedName: string;
}

export const sealContent = (cipher: FieldCipher, content: SealedContent): string => cipher.seal(JSON.stringify(content), SEALED_CONTEXT);

/** Opens a version's answers and name; throws FieldDecryptError (naming the key id) when its key is not the server's. */
export const openContent = (cipher: FieldCipher, sealed: string): SealedContent => JSON.parse(cipher.open(sealed, SEALED_CONTEXT)) as SealedContent;
