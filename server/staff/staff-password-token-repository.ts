import type { Selectable } from 'kysely';
import type { StaffPasswordTokensTable } from '../db/staff-tables';
import type { StaffDb } from '../db/schema';

export type StaffPasswordTokenRow = Selectable<StaffPasswordTokensTable>;

export async function insertStaffPasswordToken(
  db: StaffDb,
  token: { staff_id: number; token_hash: string; created_at: number; expires_at: number },
): Promise<void> {
  await db.insertInto('staff_password_tokens').values({ ...token, used_at: null }).execute();
}

export async function findUsableStaffPasswordToken(db: StaffDb, tokenHash: string, now = Date.now()): Promise<StaffPasswordTokenRow | undefined> {
  return db
    .selectFrom('staff_password_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a token: true for exactly one caller even when two requests race with the same link. */
export async function consumeStaffPasswordToken(db: StaffDb, token: StaffPasswordTokenRow, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('staff_password_tokens')
    .set({ used_at: now })
    .where('id', '=', token.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await spendStaffPasswordTokens(db, token.staff_id, now);
  return true;
}

/** Every open link of a staff member stops working (a newer link, a password set, a disabled account). */
export async function spendStaffPasswordTokens(db: StaffDb, staffId: number, now = Date.now()): Promise<void> {
  await db.updateTable('staff_password_tokens').set({ used_at: now }).where('staff_id', '=', staffId).where('used_at', 'is', null).execute();
}

export async function purgeOldStaffPasswordTokens(db: StaffDb, before: number): Promise<number> {
  const result = await db.deleteFrom('staff_password_tokens').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
