/**
 * Sealing one value of a sensitive column at rest (docs/decisions/0029-field-encryption.md):
 * AES-256-GCM from node:crypto, a fresh 12-byte IV per value, and the column it belongs to as
 * additional data, so a value copied into another column does not open there. A sealed value is
 * text, `v1:<key id>:<iv>:<tag>:<ciphertext>` in base64url, so it fits a plain text column on both
 * databases. The current key seals; it and the old keys (during a rotation) open.
 */
import crypto from 'node:crypto';
import type { FieldKey } from './field-keys';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A value that cannot be opened: its key is not among the keys the server was given, or the value
 * or key is wrong. Its message names the key id and never the value; callers let it fail loudly.
 */
export class FieldDecryptError extends Error {
  override name = 'FieldDecryptError';
  constructor(
    message: string,
    readonly keyId: string | undefined,
  ) {
    super(message);
  }
}

export interface SealedParts {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

/** The parts of a sealed value, or undefined when it is not one. */
export function sealedParts(value: string): SealedParts | undefined {
  const parts = value.split(':');
  if (parts.length !== 5 || parts[0] !== FORMAT) return undefined;
  const [, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(keyId)) return undefined;
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) return undefined;
  return { keyId, iv: ivBytes, tag: tagBytes, ciphertext: Buffer.from(ciphertext, 'base64url') };
}

/** The id of the key a sealed value names, or undefined when it is not a sealed value. */
export const sealedKeyId = (value: string): string | undefined => sealedParts(value)?.keyId;

export class FieldCipher {
  private readonly byId = new Map<string, FieldKey>();

  constructor(
    readonly current: FieldKey,
    old: readonly FieldKey[] = [],
  ) {
    for (const key of [current, ...old]) if (!this.byId.has(key.id)) this.byId.set(key.id, key);
  }

  /** The ids of every key this cipher opens with, the current one first. */
  get keyIds(): string[] {
    return [...this.byId.keys()];
  }

  /** Seals a text under the current key, bound to `context` (the table and column it is stored in). */
  seal(plain: string, context: string): string {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.current.bytes, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [FORMAT, this.current.id, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':');
  }

  /** Opens a sealed value, or throws FieldDecryptError naming the key id: never an empty answer. */
  open(sealed: string, context: string): string {
    const parts = sealedParts(sealed);
    if (!parts) throw new FieldDecryptError(`cannot decrypt a ${context} value: it is not a sealed value (format ${FORMAT})`, undefined);
    const key = this.byId.get(parts.keyId);
    if (!key) {
      throw new FieldDecryptError(
        `cannot decrypt a ${context} value: it was encrypted with key ${parts.keyId}, which is neither FIELD_ENCRYPTION_KEY (${this.current.id}) nor in FIELD_ENCRYPTION_OLD_KEYS`,
        parts.keyId,
      );
    }
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', key.bytes, parts.iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(parts.tag);
      return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new FieldDecryptError(`cannot decrypt a ${context} value with key ${parts.keyId}: the value was altered or stored in another column`, parts.keyId);
    }
  }

  /** Whether a sealed value is under the current key already (a rotation skips it). */
  isCurrent(sealed: string): boolean {
    return sealedKeyId(sealed) === this.current.id;
  }
}
