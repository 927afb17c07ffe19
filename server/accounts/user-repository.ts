import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  dob: string;
  gender: string;
  ref_type: string;
  password_hash: string;
  /** 'en' or 'es'; the database's default is 'en' */
  language?: string;
}

/** `email_verified_at` null: a changed address waits for its confirmation link again. */
export type ProfileChanges = Partial<Omit<NewUser, 'ref_type'>> & { email_verified_at?: null };

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Throws the driver's unique-violation error when the e-mail is taken (see DialectAdapter). */
export async function insertUser(db: Kysely<Database>, user: NewUser, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Kysely<Database>, id: number, changes: ProfileChanges, now = Date.now()): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}
