/**
 * A booking's proof of work, solved as the site's form solves it (altcha-lib's solver, here with
 * Node's SHA): the challenge comes from the server under test. Test servers run at a difficulty
 * of a few dozen hashes (PROOF_OF_WORK_DIFFICULTY in test-app.ts and server-process.ts).
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** what the test servers run at unless a test says otherwise */
export const TEST_PROOF_DIFFICULTY = '40';

export async function solvedProof(baseUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${baseUrl}/api/proof-of-work`, { headers });
  if (res.status !== 200) throw new Error(`GET /api/proof-of-work answered ${res.status}: ${await res.text()}`);
  const { challenge } = (await res.json()) as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * The form as the booking form sends it: with a freshly solved proof of work when it holds a time
 * (and is no partner's test), otherwise as it is.
 */
export async function withProof(baseUrl: string, form: FormData, headers: Record<string, string> = {}): Promise<FormData> {
  if (form.has('appointment_start') && form.get('test_mode') !== '1') form.set('proof_of_work', await solvedProof(baseUrl, headers));
  return form;
}
