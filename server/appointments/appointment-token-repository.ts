/**
 * The self-service links' tokens (server/auth/secure-tokens.ts: 256 random bits, only their
 * SHA-256 stored). A token is good until the appointment starts and only once: using one, or any
 * change of the appointment, retires every token of that appointment in the same transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken, newToken } from '../auth/secure-tokens';

export async function issueToken(db: Kysely<Database>, appointmentId: number, expiresAt: number, now: number): Promise<string> {
  const token = newToken();
  await db.insertInto('appointment_tokens').values({ token_hash: hashToken(token), appointment_id: appointmentId, expires_at: expiresAt, used_at: null, created_at: now }).execute();
  return token;
}

/** The appointment a token is still good for, without using it. */
export async function peekToken(db: Kysely<Database>, token: string, now: number): Promise<number | null> {
  const row = await db
    .selectFrom('appointment_tokens')
    .select('appointment_id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.appointment_id ?? null;
}

/**
 * The appointment a token was issued for, used or not, while that appointment has not started: a
 * link replaced by a newer mail can still say what became of its appointment.
 */
export async function tokenAppointment(db: Kysely<Database>, token: string, now: number): Promise<number | null> {
  const row = await db.selectFrom('appointment_tokens').select('appointment_id').where('token_hash', '=', hashToken(token)).where('expires_at', '>', now).executeTakeFirst();
  return row?.appointment_id ?? null;
}

/**
 * Uses a token: one conditional UPDATE, so of two requests with one token only one gets the
 * appointment; null when it was used, expired or never issued.
 */
export async function consumeToken(db: Kysely<Database>, token: string, now: number): Promise<number | null> {
  const row = await db
    .updateTable('appointment_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('appointment_id')
    .executeTakeFirst();
  return row?.appointment_id ?? null;
}

/** Retires every token of an appointment (it changed: the links in earlier mails must not work). */
export async function retireTokens(db: Kysely<Database>, appointmentId: number, now: number): Promise<void> {
  await db.updateTable('appointment_tokens').set({ used_at: now }).where('appointment_id', '=', appointmentId).where('used_at', 'is', null).execute();
}

export async function purgeOldTokens(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('appointment_tokens').where('expires_at', '<', now - 86_400_000).executeTakeFirst();
  return Number(result.numDeletedRows);
}
