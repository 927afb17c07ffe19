/**
 * The TOTP secret at rest: sealed with the field key (server/db/field-cipher.ts), as her health answers are,
 * so a copy of the database alone does not give anyone the codes of a staff account. The column's
 * name is the cipher's context; `npm run rotate-field-key` re-seals it under a new key.
 */
import type { FieldCipher } from '../db/field-cipher';

export const TOTP_SECRET_COLUMN = { table: 'staff_second_factors', id: 'staff_id', column: 'totp_secret' } as const;
export const TOTP_SECRET_CONTEXT = `${TOTP_SECRET_COLUMN.table}.${TOTP_SECRET_COLUMN.column}`;

export const sealTotpSecret = (cipher: FieldCipher, secret: string): string => cipher.seal(secret, TOTP_SECRET_CONTEXT);

/** The base32 secret; throws FieldDecryptError (naming the key id) when its key is not the server's. */
export const openTotpSecret = (cipher: FieldCipher, sealed: string): string => cipher.open(sealed, TOTP_SECRET_CONTEXT);
