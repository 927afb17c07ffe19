/** The honeypot's label in Spanish: the twin of bot-guard-copy.ts. */
import type * as en from './bot-guard-copy';

export const botGuardCopy: typeof en.botGuardCopy = {
  honeypotLabel: 'Sitio web',
};
