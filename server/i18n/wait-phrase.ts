/**
 * How long to wait, in words that agree with the Retry-After header sent beside them: under a
 * minute in seconds, otherwise in whole minutes rounded up (so the words never promise less).
 */
export function waitPhrase(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 second' : `${s} seconds`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}
