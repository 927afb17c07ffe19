/**
 * The proof of work a booking that holds a time carries (docs/product/api.md "Appointments"):
 * fetched from GET /api/proof-of-work and solved in the background while the visitor fills the
 * form, so a person never meets a puzzle; a script pays for every booking it tries. A proof is good
 * for one booking, so each send takes the one ready and the next starts at once.
 */
import { get } from '../../api/http-client';
import type { Challenge } from 'altcha-lib';

export const PROOF_OF_WORK_PATH = '/api/proof-of-work';

export interface ProofJob {
  /** the payload to send, or null when it could not be made (the server then says so) */
  result: Promise<string | null>;
  stop(): void;
}

export function startProof(): ProofJob {
  const controller = new AbortController();
  const result = get<{ challenge?: Challenge }>(PROOF_OF_WORK_PATH)
    .then(async ({ data }) => {
      if (!data?.challenge || controller.signal.aborted) return null;
      const { solveProof } = await import('./proof-solver');
      return solveProof(data.challenge, controller);
    })
    // no challenge (offline for a moment): the booking goes without, and the answer says to send again
    .catch(() => null);
  return { result, stop: () => controller.abort() };
}
