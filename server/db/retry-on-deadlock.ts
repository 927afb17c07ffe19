/**
 * Bookings that touch the same times at once can make PostgreSQL pick one of them as a deadlock
 * victim (40P01: each waits on the other's exclusion-constraint or claim row) or fail it as a
 * serialization conflict (40001). The victim's transaction was rolled back whole, so it is simply
 * run again: the second time it meets the other's committed rows and ends as booked or as a 409,
 * never as a 500 (docs/decisions/0017-no-double-booking.md).
 */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 8;
/**
 * Run again at once, the same transactions meet again in the same order: under load (a slow disk,
 * a busy machine) five back-to-back runs could all lose. A short random wait, doubling each time
 * (at most about 1.3 s in all), spreads them out.
 */
const BASE_WAIT_MS = 10;

export function isRetryableConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

export async function retryOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= ATTEMPTS || !isRetryableConflict(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * BASE_WAIT_MS * 2 ** attempt));
    }
  }
}
