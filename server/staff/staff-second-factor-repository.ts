/**
 * The staff's second factor in the database (migration 110): the TOTP secret of each account, its
 * replay guard, the recovery codes, and each session's second step. Every check that must hold under
 * two requests at once (a code used twice, a recovery code spent twice) is written into the UPDATE's
 * WHERE, so the database lets exactly one of them through.
 */
import type { Selectable } from 'kysely';
import type { StaffDb } from '../db/schema';
import type { StaffSecondFactorsTable } from '../db/staff-tables';

export type StaffSecondFactorRow = Selectable<StaffSecondFactorsTable>;

export async function findSecondFactor(db: StaffDb, staffId: number): Promise<StaffSecondFactorRow | undefined> {
  return db.selectFrom('staff_second_factors').selectAll().where('staff_id', '=', staffId).executeTakeFirst();
}

/** A new, unconfirmed secret, replacing an unconfirmed one (never a confirmed one: false then). */
export async function putUnconfirmedSecret(db: StaffDb, staffId: number, secret: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await findSecondFactor(trx, staffId);
    if (existing?.confirmed_at != null) return false;
    if (existing) {
      const result = await trx.updateTable('staff_second_factors').set({ totp_secret: secret, created_at: now, last_step: null }).where('staff_id', '=', staffId).where('confirmed_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    }
    await trx.insertInto('staff_second_factors').values({ staff_id: staffId, totp_secret: secret, confirmed_at: null, last_step: null, created_at: now }).execute();
    return true;
  });
}

/**
 * Records that the code of time-step `step` was used: true only if no code of that step or a later
 * one was used before. One statement, so two requests with the same code cannot both pass.
 * `confirm` also marks an unconfirmed secret confirmed (the enrolment's code).
 */
export async function spendTimeStep(db: StaffDb, staffId: number, step: number, now: number, confirm = false): Promise<boolean> {
  const result = await db
    .updateTable('staff_second_factors')
    .set(confirm ? { last_step: step, confirmed_at: now } : { last_step: step })
    .where('staff_id', '=', staffId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .where('confirmed_at', confirm ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function replaceRecoveryCodes(db: StaffDb, staffId: number, hashes: string[], now: number): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db.insertInto('staff_recovery_codes').values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null, created_at: now }))).execute();
}

/** Spends a recovery code: true only for the one request that marks it used. */
export async function spendRecoveryCode(db: StaffDb, staffId: number, hash: string, now: number): Promise<boolean> {
  const result = await db.updateTable('staff_recovery_codes').set({ used_at: now }).where('staff_id', '=', staffId).where('code_hash', '=', hash).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function unusedRecoveryCodes(db: StaffDb, staffId: number): Promise<number> {
  const row = await db.selectFrom('staff_recovery_codes').select((eb) => eb.fn.countAll<number | string>().as('n')).where('staff_id', '=', staffId).where('used_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Forgets the account's second factors (app, recovery codes, passkeys): she enrols again at her next sign-in. Whether she had one. */
export async function removeSecondFactor(db: StaffDb, staffId: number): Promise<boolean> {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  const passkeys = await db.deleteFrom('staff_passkeys').where('staff_id', '=', staffId).executeTakeFirst();
  const result = await db.deleteFrom('staff_second_factors').where('staff_id', '=', staffId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 || Number(passkeys.numDeletedRows) > 0;
}

/** The session passed its second step. */
export async function markSessionSecondFactor(db: StaffDb, sessionId: string, now: number): Promise<void> {
  await db.updateTable('staff_sessions').set({ second_factor_at: now }).where('id', '=', sessionId).execute();
}
