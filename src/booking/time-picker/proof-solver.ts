/**
 * Solves a booking's proof-of-work challenge (docs/decisions/0023-proof-of-work.md) with
 * altcha-lib's own solver. The hashing is the browser's SHA-256 (crypto.subtle), each hash awaited
 * so the page keeps answering while it counts; a partner page on plain http has no crypto.subtle,
 * and there @noble/hashes' SHA-256 does it, pausing every few hundred hashes for the same reason.
 * Loaded only when a visitor starts choosing a time: on the site as a chunk of its own, in the
 * widgets as the on-demand `proof` part.
 */
import { solveChallenge, type Challenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey as subtleDeriveKey } from 'altcha-lib/algorithms/web/sha';
import { sha256 } from '@noble/hashes/sha2.js';

/** hashes between pauses on the plain-http path: well under a frame on a phone */
const HASHES_PER_PAUSE = 300;

/** The same derivation as altcha-lib's SHA one (salt and password, hashed `cost` times, cut to the key length), without crypto.subtle. */
function plainDeriveKey(): DeriveKeyFunction {
  let hashed = 0;
  return async (parameters, salt, password) => {
    let key = new Uint8Array(salt.length + password.length);
    key.set(salt, 0);
    key.set(password, salt.length);
    for (let i = 0; i < Math.max(1, parameters.cost); i++) {
      key = sha256(key);
      if (++hashed % HASHES_PER_PAUSE === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return { derivedKey: key.slice(0, parameters.keyLength ?? 32) };
  };
}

/** The payload the booking call takes as `proof_of_work`, or null when no answer came in time or it was stopped. */
export async function solveProof(challenge: Challenge, controller: AbortController): Promise<string | null> {
  const deriveKey = globalThis.crypto?.subtle ? subtleDeriveKey : plainDeriveKey();
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 120_000 });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}
