/**
 * A booking's `Idempotency-Key` (docs/product/api.md): the key's hash, a hash of what was sent and
 * the answer, written in the booking's own transaction, so a retried submit finds the first answer
 * and a key is never stored for a booking that did not happen. Keys live a day (housekeeping).
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const IDEMPOTENCY_TTL_MS = 86_400_000;

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** The key as stored: its hash, so the table holds no client-chosen text. */
export const keyId = (key: string) => sha256(key);

/** What was sent: the form's fields, in order of name, and the photo's bytes. */
/**
 * A field that proves how the form was sent, not what it asks: a retry may carry fresh ones (the
 * proof of work is good once, so a form re-solves it) and is still the same submission.
 */
const TRANSPORT_FIELDS = new Set(['proof_of_work']);

export function requestHash(fields: Record<string, unknown>, file: Buffer | undefined): string {
  const entries = Object.entries(fields).filter(([name]) => !TRANSPORT_FIELDS.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256(JSON.stringify(entries) + '\n' + (file ? sha256(file) : ''));
}

export async function findAnswer(db: Kysely<Database>, key: string): Promise<StoredAnswer | undefined> {
  const row = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', keyId(key)).executeTakeFirst();
  return row ? { requestHash: row.request_hash, statusCode: row.status_code, response: JSON.parse(row.response) as unknown } : undefined;
}

export async function storeAnswer(db: Kysely<Database>, key: string, answer: StoredAnswer, now: number): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({ key: keyId(key), request_hash: answer.requestHash, status_code: answer.statusCode, response: JSON.stringify(answer.response), created_at: now })
    .execute();
}

export async function purgeOldAnswers(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', now - IDEMPOTENCY_TTL_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}
