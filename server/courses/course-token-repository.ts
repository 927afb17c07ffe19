/**
 * The mailed links' tokens (server/auth/secure-tokens.ts: 256 random bits, only their SHA-256
 * stored). 'manage' opens her own page until the course day ends, as often as she likes; a change
 * of the enrollment that ends it (cancelled, moved) retires them. 'offer' is a waitlist offer: used
 * once (accepted or declined) by one conditional UPDATE, and dead when the offer expires.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken, newToken } from '../auth/secure-tokens';

export type TokenPurpose = 'manage' | 'offer';

export async function issueCourseToken(db: Kysely<Database>, enrollmentId: number, purpose: TokenPurpose, expiresAt: number, now: number): Promise<string> {
  const token = newToken();
  await db.insertInto('course_tokens').values({ token_hash: hashToken(token), enrollment_id: enrollmentId, purpose, expires_at: expiresAt, used_at: null, created_at: now }).execute();
  return token;
}

/** The enrollment a token still opens, without using it. */
export async function peekCourseToken(db: Kysely<Database>, token: string, purpose: TokenPurpose, now: number): Promise<number | null> {
  const row = await db
    .selectFrom('course_tokens')
    .select('enrollment_id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.enrollment_id ?? null;
}

/** Uses a token once: of two requests with one token only one gets the enrollment. */
export async function consumeCourseToken(db: Kysely<Database>, token: string, purpose: TokenPurpose, now: number): Promise<number | null> {
  const row = await db
    .updateTable('course_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('enrollment_id')
    .executeTakeFirst();
  return row?.enrollment_id ?? null;
}

export async function retireCourseTokens(db: Kysely<Database>, enrollmentId: number, now: number, purpose?: TokenPurpose): Promise<void> {
  let q = db.updateTable('course_tokens').set({ used_at: now }).where('enrollment_id', '=', enrollmentId).where('used_at', 'is', null);
  if (purpose) q = q.where('purpose', '=', purpose);
  await q.execute();
}

export async function purgeOldCourseTokens(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('course_tokens').where('expires_at', '<', now - 86_400_000).executeTakeFirst();
  return Number(result.numDeletedRows);
}
