import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../db/schema';

export type SessionRow = Selectable<SessionsTable>;

export async function insertSession(db: Kysely<Database>, session: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The session if neither its idle nor its absolute expiry has passed. */
export async function findLiveSession(db: Kysely<Database>, id: string, now = Date.now()): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<Database>, id: string, now: number, idleExpiresAt: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now, idle_expires_at: idleExpiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user, except the one making the change when given. */
export async function deleteUserSessions(db: Kysely<Database>, userId: number, exceptId?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function purgeExpiredSessions(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('idle_expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
