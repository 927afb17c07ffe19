/**
 * `./proof-solver` inside the picker part's build: the solver comes as a part of its own (the proof
 * part), loaded through the bundle's loader when the visitor first chooses a type of time, so a
 * partner page that shows the booking form downloads it only once someone starts to book.
 */
import type { Challenge } from 'altcha-lib';
import type * as ProofPart from './proof-chunk';
import { sharedRuntime } from './runtime-key';

export function solveProof(challenge: Challenge, controller: AbortController): Promise<string | null> {
  return sharedRuntime()
    .loadChunk<typeof ProofPart>('proof')
    .then((part) => part.solveProof(challenge, controller));
}
