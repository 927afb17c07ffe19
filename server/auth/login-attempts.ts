/**
 * The three limits on signing in (per address and e-mail, per address, per account: decision 0005),
 * reserved together before the password is hashed. Counting a failure only after the ~0.7 s hash
 * let attempts that arrived together all pass the check; a reservation counts each attempt at once,
 * so no more passwords are checked than attempts one after another would allow.
 */
import type { AttemptLimits, AttemptStatus, Reservation } from '../plugins/rate-limit';

export interface LoginKeys {
  /** the address and the e-mail together */
  pair: string;
  /** the address alone */
  ip: string;
  /** the e-mail alone, from any address */
  account: string;
}

export type LoginAttempt =
  | { blocked: AttemptStatus }
  | {
      blocked?: undefined;
      /** whether the password was right: a failure stays counted, a success is not a failure */
      settle(success: boolean): Promise<void>;
    };

export async function reserveLoginAttempt(limits: AttemptLimits, keys: LoginKeys): Promise<LoginAttempt> {
  // One after another, narrowest first, stopping at the first refusal: an attempt that one limit
  // refuses never holds a place in the next, so it cannot crowd out an attempt that limit would allow.
  const steps: (() => Promise<Reservation>)[] = [
    () => limits.reserve('loginFailures', keys.pair),
    () => limits.reserve('loginFailuresPerIp', keys.ip),
    () => limits.reserveWithDelay('loginFailuresPerAccount', keys.account),
  ];
  const reservations: Reservation[] = [];
  for (const step of steps) {
    const reservation = await step();
    if (reservation.exhausted) {
      await Promise.all(reservations.map((r) => r.giveBack()));
      return { blocked: { exhausted: true, retryAfterSeconds: reservation.retryAfterSeconds } };
    }
    reservations.push(reservation);
  }
  return {
    async settle(success) {
      await Promise.all(reservations.map((r) => (success ? r.succeeded() : r.failed())));
    },
  };
}
