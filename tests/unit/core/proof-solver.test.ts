/**
 * The booking's proof-of-work solver (src/booking/time-picker/proof-solver.ts): with the browser's
 * crypto.subtle, and without it (a partner page on plain http), it finds the counter the server
 * hid, and the server's check (altcha-lib, as server/proof-of-work/ runs it) accepts the payload.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChallenge, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solveProof } from '../../../src/booking/time-picker/proof-solver';

const keys = { hmacSignatureSecret: 'challenge-key', hmacKeySignatureSecret: 'derived-key' };

async function solvedAndChecked(counter: number, whileSolving: { before(): void; after(): void } = { before() {}, after() {} }) {
  const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter, deriveKey, ...keys });
  whileSolving.before();
  const sent = await solveProof(challenge, new AbortController());
  whileSolving.after();
  const payload = JSON.parse(atob(sent ?? '')) as Payload;
  const check = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...keys });
  return { counter: payload.solution.counter, verified: check.verified };
}

describe('the proof-of-work solver', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds the hidden counter with crypto.subtle, and the server accepts it', async () => {
    expect(globalThis.crypto?.subtle).toBeDefined();
    expect(await solvedAndChecked(700)).toEqual({ counter: 700, verified: true });
  });

  it('finds it without crypto.subtle (plain http), pausing as it counts', async () => {
    const pause = vi.spyOn(globalThis, 'setTimeout');
    // the page has no crypto.subtle only while it solves; the server's side checks with its own
    const plainHttp = { before: () => vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a }), after: () => vi.unstubAllGlobals() };
    expect(await solvedAndChecked(700, plainHttp)).toEqual({ counter: 700, verified: true });
    expect(pause.mock.calls.filter(([, ms]) => ms === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('stops when told to, with no payload', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 5_000_000, deriveKey, ...keys });
    const controller = new AbortController();
    const solving = solveProof(challenge, controller);
    controller.abort();
    expect(await solving).toBeNull();
  });
});
