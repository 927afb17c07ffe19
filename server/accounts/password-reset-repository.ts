import type { Kysely, Selectable } from 'kysely';
import type { Database, PasswordResetsTable } from '../db/schema';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

export async function insertPasswordReset(
  db: Kysely<Database>,
  reset: { user_id: number; token_hash: string; created_at: number; expires_at: number },
): Promise<void> {
  await db.insertInto('password_resets').values({ ...reset, used_at: null }).execute();
}

export async function findUsableReset(db: Kysely<Database>, tokenHash: string, now = Date.now()): Promise<PasswordResetRow | undefined> {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Spends a token: true for exactly one caller even when two requests race with the same link.
 * Every other open token of the same user is spent with it.
 */
export async function consumeReset(db: Kysely<Database>, reset: PasswordResetRow, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', reset.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', reset.user_id)
    .where('used_at', 'is', null)
    .execute();
  return true;
}

export async function purgeOldResets(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db.deleteFrom('password_resets').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
