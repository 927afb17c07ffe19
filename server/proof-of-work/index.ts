/**
 * What other features may use of the proof-of-work room: spending a checked proof inside a
 * booking's transaction, and what a refusal is. Checking one is `app.proofOfWork.check`.
 */
export { ProofSpentError, spendProof } from './proof-spend-repository';
export type { ProofCheck } from './proof-challenges';
