/** What the proof-of-work call answers (docs/product/api.md), as server/http/reply-schemas.ts says. */
import * as v from 'valibot';

const parameters = v.pipe(
  v.object({
    algorithm: v.pipe(v.string(), v.description('`SHA-256`.')),
    cost: v.number(),
    expiresAt: v.pipe(v.number(), v.description('Seconds since 1970 after which the challenge is refused.')),
    keyLength: v.number(),
    keyPrefix: v.pipe(v.string(), v.description('Hex digits the derived key must start with.')),
    keySignature: v.string(),
    nonce: v.string(),
    salt: v.string(),
  }),
  v.description('ALTCHA v2 challenge parameters, as altcha-lib’s `solveChallenge` reads them.'),
);

export const proofChallengeReply = v.object({
  success: v.literal(true),
  challenge: v.object({ parameters, signature: v.string() }),
});
