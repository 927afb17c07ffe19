/** The proof-of-work call, as server/api-operations.ts merges every feature's table. */
import { failure, perIpLimit, type ApiOperation } from '../http/api-operation';
import { proofChallengeReply } from './proof-of-work-replies';

export const PROOF_OF_WORK_PATH = '/api/proof-of-work';

export const proofOfWorkOperations = {
  proofChallenge: {
    method: 'GET',
    path: PROOF_OF_WORK_PATH,
    operationId: 'getProofOfWorkChallenge',
    tag: 'Lead forms',
    summary: 'A proof-of-work challenge for a booking',
    description:
      'A booking that holds a time (a consultation with `appointment_type` and `appointment_start`) must carry a solved challenge as `proof_of_work`: base64 of the JSON `{ "challenge": …, "solution": { "counter", "derivedKey" } }` (ALTCHA v2, altcha-lib’s `solveChallenge` with its SHA `deriveKey`). A challenge is good for 30 minutes and for one booking; a booking refused because its time was taken leaves it unspent. Partner origins may call it (CORS); partners’ test-mode requests need none.',
    security: 'public',
    responses: { '200': { description: 'A signed challenge.', schema: proofChallengeReply }, ...perIpLimit(120, 10), ...failure },
  },
} satisfies Record<string, ApiOperation>;
