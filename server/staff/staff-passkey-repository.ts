/**
 * The staff's passkeys and their ceremonies' challenges in the database (migration 130). A
 * challenge is taken by one DELETE: of two requests answering the same challenge, exactly one gets
 * it, so a challenge is never used twice.
 */
import type { Selectable } from 'kysely';
import type { StaffDb } from '../db/schema';
import type { PasskeyPurpose, StaffPasskeysTable } from '../db/staff-tables';

export type StaffPasskeyRow = Selectable<StaffPasskeysTable>;

export async function passkeysOf(db: StaffDb, staffId: number): Promise<StaffPasskeyRow[]> {
  return db.selectFrom('staff_passkeys').selectAll().where('staff_id', '=', staffId).orderBy('id').execute();
}

export async function hasPasskey(db: StaffDb, staffId: number): Promise<boolean> {
  return (await db.selectFrom('staff_passkeys').select('id').where('staff_id', '=', staffId).executeTakeFirst()) !== undefined;
}

export async function findPasskeyByCredential(db: StaffDb, credentialId: string): Promise<StaffPasskeyRow | undefined> {
  return db.selectFrom('staff_passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

/** False when the credential is already registered (to anyone: the column is unique). */
export async function insertPasskey(db: StaffDb, row: Omit<StaffPasskeyRow, 'id' | 'last_used_at'>): Promise<boolean> {
  const result = await db
    .insertInto('staff_passkeys')
    .values({ ...row, last_used_at: null })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** The counter the authenticator just showed, and when the passkey was used. */
export async function markPasskeyUsed(db: StaffDb, id: number, counter: number, now: number): Promise<void> {
  await db.updateTable('staff_passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
}

/** Removes one of her passkeys: false when it is not hers or already gone. */
export async function deletePasskey(db: StaffDb, staffId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('staff_passkeys').where('staff_id', '=', staffId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The session's challenge for this purpose, replacing the one before; challenges left past their
 * time (by anyone) go too. One upsert, not a delete and an insert: two option requests of one
 * session at once would both insert after deleting nothing, and PostgreSQL would refuse the second
 * on the primary key (the fuzz suite found that 500).
 */
export async function putChallenge(db: StaffDb, sessionId: string, purpose: PasskeyPurpose, challenge: string, now: number, expiresAt: number): Promise<void> {
  await db.deleteFrom('staff_passkey_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('staff_passkey_challenges')
    .values({ session_id: sessionId, purpose, challenge, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['session_id', 'purpose']).doUpdateSet({ challenge, expires_at: expiresAt }))
    .execute();
}

/** Takes (deletes) the session's challenge for this purpose: the challenge if it was there and unexpired. */
export async function takeChallenge(db: StaffDb, sessionId: string, purpose: PasskeyPurpose, now: number): Promise<string | undefined> {
  const row = await db.selectFrom('staff_passkey_challenges').selectAll().where('session_id', '=', sessionId).where('purpose', '=', purpose).executeTakeFirst();
  if (!row) return undefined;
  const taken = await db
    .deleteFrom('staff_passkey_challenges')
    .where('session_id', '=', sessionId)
    .where('purpose', '=', purpose)
    .where('challenge', '=', row.challenge)
    .executeTakeFirst();
  if (Number(taken.numDeletedRows) === 0) return undefined;
  return row.expires_at > now ? row.challenge : undefined;
}
