import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findUserByEmail, updateUser, type UserRow } from './user-repository';
import { hashPassword, needsRehash, spendEquivalentWork, verifyPassword } from '../auth/password-hashing';

/**
 * The account whose e-mail and password these are, or null. An unknown e-mail costs the same
 * scrypt work as a wrong password, so neither the answer nor its timing tells them apart.
 */
export async function checkCredentials(db: Kysely<Database>, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await spendEquivalentWork(password);
    return null;
  }
  if (!(await verifyPassword(password, user.password_hash))) return null;
  if (needsRehash(user.password_hash)) {
    const password_hash = await hashPassword(password);
    await updateUser(db, user.id, { password_hash });
    return { ...user, password_hash };
  }
  return user;
}
