/**
 * Closing her account (server/account-data/): her password asked again, so a session left open on
 * someone else's screen cannot close it; then, inside the closing's transaction, the account's own
 * rows go: the account, its sessions and its e-mailed links.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { spendEquivalentWork, verifyPassword } from '../auth/password-hashing';
import { findUserById, type UserRow } from './user-repository';
import { toPublicUser } from './public-user';

/** Whether this is the account's password; a missing account costs the same work and is a no. */
export async function passwordMatches(db: Kysely<Database>, userId: number, password: string): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user) {
    await spendEquivalentWork(password);
    return false;
  }
  return verifyPassword(password, user.password_hash);
}

/** The account as her data download shows it: what she entered and when, never the password hash. */
export async function accountRecord(db: Kysely<Database>, userId: number): Promise<(ReturnType<typeof toPublicUser> & { created_at: number; email_verified_at: number | null }) | undefined> {
  const user: UserRow | undefined = await findUserById(db, userId);
  return user && { ...toPublicUser(user), created_at: Number(user.created_at), email_verified_at: user.email_verified_at === null ? null : Number(user.email_verified_at) };
}

/** Deletes the account and everything that hangs from it in this room. */
export async function deleteAccountRows(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await trx.deleteFrom('email_verifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}
