/** The e-mail confirmation links' rows (only each token's SHA-256 is stored) and the account's confirmed time. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailVerificationsTable } from '../db/schema';

export type EmailVerificationRow = Selectable<EmailVerificationsTable>;

export async function insertEmailVerification(
  db: Kysely<Database>,
  row: { user_id: number; email: string; token_hash: string; created_at: number; expires_at: number },
): Promise<void> {
  await db.insertInto('email_verifications').values({ ...row, used_at: null }).execute();
}

export async function findUsableVerification(db: Kysely<Database>, tokenHash: string, now: number): Promise<EmailVerificationRow | undefined> {
  return db
    .selectFrom('email_verifications')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a link: true for exactly one of two requests that race with it; the account's other open links go with it. */
export async function consumeVerification(db: Kysely<Database>, row: EmailVerificationRow, now: number): Promise<boolean> {
  const result = await db.updateTable('email_verifications').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.updateTable('email_verifications').set({ used_at: now }).where('user_id', '=', row.user_id).where('used_at', 'is', null).execute();
  return true;
}

/** Marks the address confirmed only while the account still has it: a link to an old address confirms nothing. */
export async function markEmailVerified(db: Kysely<Database>, userId: number, email: string, now: number): Promise<boolean> {
  const result = await db.updateTable('users').set({ email_verified_at: now }).where('id', '=', userId).where('email', '=', email).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function purgeOldVerifications(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db.deleteFrom('email_verifications').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
