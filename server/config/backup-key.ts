/**
 * BACKUP_ENCRYPTION_KEY as the environment gives it: 32 random bytes, written as 64 hexadecimal
 * digits or in base64 (standard or URL-safe). Read here, once, so a key of the wrong length stops
 * the server at start instead of failing the first backup hours later.
 */
import crypto from 'node:crypto';

export const BACKUP_KEY_BYTES = 32;

/** The key's 32 bytes, or undefined when the text is not such a key. */
export function parseBackupKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return undefined;
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === BACKUP_KEY_BYTES ? bytes : undefined;
}

/** A fresh key, as `npm run backup -- new-key` prints it. */
export function newBackupKey(): string {
  return crypto.randomBytes(BACKUP_KEY_BYTES).toString('hex');
}
