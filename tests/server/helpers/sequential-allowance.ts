/** What the sign-in limits would allow to attempts made one after another, for tests of attempts made at once. */
import { accountDelayMs, defaultRateLimits } from '../../../server/plugins/rate-limit';

/**
 * How many sign-ins on one account attempts one after another could have had checked within
 * `elapsedMs`: the free failures, the one that starts the first wait, then one more for each
 * growing wait that has run out.
 */
export function sequentialAllowance(elapsedMs: number): number {
  const free = defaultRateLimits.loginFailuresPerAccount.max;
  let allowed = free + 1;
  for (let waited = accountDelayMs(1); waited <= elapsedMs; waited += accountDelayMs(allowed - free)) allowed++;
  return allowed;
}
