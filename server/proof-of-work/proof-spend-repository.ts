/**
 * Spent proofs of work: a challenge's signature is written once, inside the transaction that
 * books with it, so the primary key makes each proof good for one booking on either database and
 * across processes, and a booking that is refused (its time taken) leaves the proof unspent.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectAdapter } from '../db/dialect';

/** Thrown inside the booking's transaction when the proof was already spent: nothing is stored. */
export class ProofSpentError extends Error {
  constructor() {
    super('this proof of work was already used');
  }
}

export async function spendProof(trx: Transaction<Database>, adapter: DialectAdapter, proof: { signature: string; expiresAt: number }): Promise<void> {
  await trx
    .insertInto('proof_of_work_uses')
    .values({ signature: proof.signature, expires_at: proof.expiresAt })
    .execute()
    .catch((err: unknown) => {
      throw adapter.isUniqueViolation(err) ? new ProofSpentError() : err;
    });
}

/** Spent proofs past their challenge's expiry: they could no longer be used anyway. */
export async function purgeSpentProofs(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('proof_of_work_uses').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
