/**
 * The keys of the field encryption (docs/decisions/0029-field-encryption.md): 32 random bytes each,
 * written as 64 hexadecimal digits or in base64, like the backups' key. Each key is known by a short
 * id derived from it, stored with every value it seals, so a value names the key that opens it and
 * a rotation can tell what is left to re-encrypt.
 */
import crypto from 'node:crypto';
import { parseBackupKey } from '../config/backup-key';

export const FIELD_KEY_BYTES = 32;

export interface FieldKey {
  /** 11 base64url characters of a SHA-256 of the key: names it, reveals nothing of it */
  id: string;
  bytes: Buffer;
}

export function fieldKeyId(bytes: Buffer): string {
  return crypto.createHash('sha256').update('field-encryption-key-id:').update(bytes).digest('base64url').slice(0, 11);
}

export function fieldKeyOf(bytes: Buffer): FieldKey {
  return { id: fieldKeyId(bytes), bytes };
}

/** The key's 32 bytes, or undefined when the text is not such a key (the backups' format). */
export const parseFieldKey = (text: string): Buffer | undefined => parseBackupKey(text);

/** A comma-separated list of keys, or undefined when any of them is not a key. */
export function parseFieldKeyList(text: string): Buffer[] | undefined {
  const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
  const keys = parts.map(parseFieldKey);
  return keys.every((k): k is Buffer => k !== undefined) ? keys : undefined;
}

/** A fresh key, as written to DATA_DIR/keys on a first plain start and as an operator sets it. */
export function newFieldKey(): string {
  return crypto.randomBytes(FIELD_KEY_BYTES).toString('hex');
}
