/**
 * Who takes marketing mail: an address is subscribed until it unsubscribes (by a mail's one-click
 * link or in her account) and again once she resubscribes in her account. Each marketing mail
 * carries a fresh token (server/auth/secure-tokens.ts: 256 random bits, only the SHA-256 stored)
 * that unsubscribes its address, as often as it is used.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken, newToken } from '../auth/secure-tokens';

/** Addresses compare without case or surrounding space. */
export const mailKey = (email: string): string => email.trim().toLowerCase();

export async function issueUnsubscribeToken(db: Kysely<Database>, email: string, now: number): Promise<string> {
  const token = newToken();
  await db.insertInto('marketing_mail_tokens').values({ token_hash: hashToken(token), email: mailKey(email), created_at: now }).execute();
  return token;
}

export async function emailOfToken(db: Kysely<Database>, token: string): Promise<string | null> {
  const row = await db.selectFrom('marketing_mail_tokens').select('email').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row?.email ?? null;
}

export async function isUnsubscribed(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('marketing_opt_outs').select('email').where('email', '=', mailKey(email)).executeTakeFirst();
  return row !== undefined;
}

/** Idempotent: a second unsubscribe keeps the first one's time. */
export async function unsubscribe(db: Kysely<Database>, email: string, now: number): Promise<void> {
  await db
    .insertInto('marketing_opt_outs')
    .values({ email: mailKey(email), unsubscribed_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export async function resubscribe(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('marketing_opt_outs').where('email', '=', mailKey(email)).execute();
}
