/**
 * The proof of work a booking carries (ALTCHA's scheme, altcha-lib, decision 0023): the server
 * signs a challenge whose answer is a counter drawn from the upper half of the configured
 * difficulty; the browser finds it by hashing its way up from zero. Checking a solution costs the
 * server two HMACs (the key signature path), whatever the difficulty.
 */
import crypto from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** how long a fetched challenge may be solved and sent: a slow form, not a stockpile */
export const CHALLENGE_LIFETIME_MS = 30 * 60_000;
const ALGORITHM = 'SHA-256';

export interface ProofKeys {
  /** signs the challenge's parameters */
  challenge: string;
  /** signs the expected key, so a solution is checked without hashing */
  key: string;
}

/** Two keys from the one stored secret, each for its own purpose. */
export function proofKeys(secret: string): ProofKeys {
  const derive = (purpose: string) => crypto.createHmac('sha256', secret).update(purpose).digest('base64url');
  return { challenge: derive('proof-of-work challenge'), key: derive('proof-of-work key') };
}

export async function newChallenge(keys: ProofKeys, difficulty: number, now: number): Promise<Challenge> {
  const low = Math.ceil(difficulty / 2);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: crypto.randomInt(low, difficulty + 1),
    deriveKey,
    expiresAt: Math.floor((now + CHALLENGE_LIFETIME_MS) / 1000),
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.key,
  });
}

export type ProofCheck =
  | { ok: true; signature: string; expiresAt: number }
  | { ok: false; why: 'missing' | 'malformed' | 'expired' | 'invalid' };

/** The payload as the form sends it: base64 of `{ challenge, solution }` JSON. */
function readPayload(value: unknown): Payload | null {
  if (typeof value !== 'string' || value.length > 4_000) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Payload;
    const params = parsed?.challenge?.parameters as unknown;
    if (!params || typeof params !== 'object' || typeof parsed.challenge.signature !== 'string') return null;
    if (!parsed.solution || typeof parsed.solution !== 'object') return null;
    return parsed;
  } catch {
    return null;
  }
}

/**
 * Whether the payload answers a challenge this server signed, unexpired. Single use is the
 * database's part (proof-spend-repository.ts): the returned signature names the challenge.
 */
export async function checkProof(keys: ProofKeys, value: unknown): Promise<ProofCheck> {
  if (value === undefined || value === '') return { ok: false, why: 'missing' };
  const payload = readPayload(value);
  if (!payload) return { ok: false, why: 'malformed' };
  // only challenges of the kind this server issues: a forged cheap algorithm fails its signature anyway
  if (payload.challenge.parameters.algorithm !== ALGORITHM) return { ok: false, why: 'invalid' };
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.challenge,
      hmacKeySignatureSecret: keys.key,
    });
    if (result.expired) return { ok: false, why: 'expired' };
    if (!result.verified) return { ok: false, why: 'invalid' };
  } catch {
    return { ok: false, why: 'malformed' };
  }
  const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
  return { ok: true, signature: payload.challenge.signature as string, expiresAt };
}
