/** The Spanish twin of wait-phrase.ts: the same rounding, so the words agree with Retry-After. */
import type * as en from './wait-phrase';

export const waitPhrase: typeof en.waitPhrase = (seconds) => {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 segundo' : `${s} segundos`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? 'un minuto' : `${minutes} minutos`;
};
