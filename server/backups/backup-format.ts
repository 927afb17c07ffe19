/**
 * The backup file (docs/decisions/0024-encrypted-verified-backups.md): one self-contained file,
 *
 *   "CLINICBK" · format 1 (1 byte) · header length (4 bytes, big-endian) · header JSON
 *   · gzip of the plaintext, encrypted with AES-256-GCM · the 16-byte GCM tag
 *
 * The header (cipher, the key's id, the IV and the manifest) is readable without the key, so a
 * restore can say which key a file needs and whether its schema is newer than the code before it
 * decrypts anything; it is the GCM's additional data, so a changed header fails like a changed
 * byte of the data. Everything streams: a backup of several gigabytes never sits in memory.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import * as v from 'valibot';
import { manifestSchema, type BackupManifest } from './backup-manifest';
import { BackupRefusal } from './backup-refusal';
import { backupMessages } from './backup-messages';

const MAGIC = Buffer.from('CLINICBK', 'ascii');
const FORMAT = 1;
const TAG_BYTES = 16;
const MAX_HEADER_BYTES = 1024 * 1024;

const headerSchema = v.object({
  cipher: v.literal('aes-256-gcm'),
  compression: v.literal('gzip'),
  keyId: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)),
  iv: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]{16}$/)),
  manifest: manifestSchema,
});

export type BackupHeader = v.InferOutput<typeof headerSchema>;

/**
 * A short public name for a key (16 hex digits of an HMAC under it), so a refusal can say "this
 * file needs key 3f…, you gave 9a…" without revealing either key.
 */
export function backupKeyId(key: Buffer): string {
  return crypto.createHmac('sha256', key).update('endolift-clinic backup key id').digest('hex').slice(0, 16);
}

/** Counts and hashes what passes through it, unchanged. */
export function hashingTap(): Transform & { sha256(): string; bytes(): number } {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  let digest: string | undefined;
  return Object.assign(tap, {
    sha256: () => (digest ??= hash.digest('hex')),
    bytes: () => bytes,
  });
}

/** The SHA-256 and size of a file, read as a stream. */
export async function fileSha256(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Compresses and encrypts `plainFile` into a new file `outFile` (created 0600, refused if it
 * exists) with the manifest in its header; synced to disk before it resolves. Returns its size.
 */
export async function writeBackupFile(plainFile: string, outFile: string, key: Buffer, manifest: BackupManifest): Promise<number> {
  const iv = crypto.randomBytes(12);
  const header: BackupHeader = { cipher: 'aes-256-gcm', compression: 'gzip', keyId: backupKeyId(key), iv: iv.toString('base64'), manifest };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  const prefix = Buffer.concat([MAGIC, Buffer.from([FORMAT]), length, json]);

  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(prefix);
  await fs.promises.writeFile(outFile, prefix, { flag: 'wx', mode: 0o600 });
  const written = hashingTap();
  await pipeline(fs.createReadStream(plainFile), zlib.createGzip({ level: 6 }), cipher, written, fs.createWriteStream(outFile, { flags: 'r+', start: prefix.length }));
  const tag = cipher.getAuthTag();
  const at = prefix.length + written.bytes();
  const handle = await fs.promises.open(outFile, 'r+');
  try {
    await handle.write(tag, 0, tag.length, at);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return at + tag.length;
}

/** The header of a backup file and where its data starts; refuses what is not a backup. */
export async function readBackupHeader(file: string): Promise<{ header: BackupHeader; prefix: Buffer; size: number }> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const start = Buffer.alloc(MAGIC.length + 5);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    if (bytesRead < start.length || !start.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupRefusal('not-a-backup', backupMessages.notABackup(file));
    if (start[MAGIC.length] !== FORMAT) throw new BackupRefusal('not-a-backup', backupMessages.notABackup(file));
    const length = start.readUInt32BE(MAGIC.length + 1);
    if (length > MAX_HEADER_BYTES || start.length + length + TAG_BYTES > size) throw new BackupRefusal('damaged', backupMessages.damaged(file));
    const json = Buffer.alloc(length);
    await handle.read(json, 0, length, start.length);
    let parsed: unknown;
    try {
      parsed = JSON.parse(json.toString('utf8'));
    } catch {
      throw new BackupRefusal('damaged', backupMessages.damaged(file));
    }
    const header = v.safeParse(headerSchema, parsed);
    if (!header.success) throw new BackupRefusal('damaged', backupMessages.damaged(file));
    return { header: header.output, prefix: Buffer.concat([start, json]), size };
  } finally {
    await handle.close();
  }
}

/** A system error (disk full, no permission) is the machine's, not the file's: it keeps its own message. */
const isSystemError = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
};

/**
 * Decrypts and decompresses a backup into `outFile` (created 0600, synced), checking the key's id
 * first, then the GCM tag, then the plaintext's SHA-256 against the manifest. Any failure removes
 * what was written and throws a BackupRefusal that says which check failed.
 */
export async function decryptBackupFile(file: string, key: Buffer, outFile: string): Promise<BackupHeader> {
  const { header, prefix, size } = await readBackupHeader(file);
  const given = backupKeyId(key);
  if (header.keyId !== given) throw new BackupRefusal('wrong-key', backupMessages.wrongKey(file, header.keyId, given));

  const tag = Buffer.alloc(TAG_BYTES);
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(header.iv, 'base64'));
  decipher.setAAD(prefix);
  decipher.setAuthTag(tag);
  const plain = hashingTap();
  // an empty range (end before start) would read the whole file: a file with no data is damaged
  if (size - TAG_BYTES <= prefix.length) throw new BackupRefusal('damaged', backupMessages.damaged(file));
  try {
    await pipeline(
      fs.createReadStream(file, { start: prefix.length, end: size - TAG_BYTES - 1 }),
      decipher,
      zlib.createGunzip(),
      plain,
      fs.createWriteStream(outFile, { flags: 'wx', mode: 0o600 }),
    );
    const out = await fs.promises.open(outFile, 'r+');
    try {
      await out.sync();
    } finally {
      await out.close();
    }
  } catch (err) {
    // EEXIST: the file is someone else's, not ours to remove
    if ((err as { code?: unknown }).code !== 'EEXIST') await fs.promises.rm(outFile, { force: true });
    if (err instanceof BackupRefusal || isSystemError(err)) throw err;
    // the tag did not match, or the data it guards did not even decompress: the bytes were changed
    throw new BackupRefusal('damaged', backupMessages.damaged(file));
  }
  if (plain.sha256() !== header.manifest.plaintextSha256) {
    await fs.promises.rm(outFile, { force: true });
    throw new BackupRefusal('checksum', backupMessages.checksum(file, header.manifest.plaintextSha256, plain.sha256()));
  }
  return header;
}
