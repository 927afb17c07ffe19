/** The honeypot's label: no person sees or hears it (bot-guard-fields.tsx), but a bot reads it like any other field's. */
export interface BotGuardCopy {
  honeypotLabel: string;
}

export const botGuardCopy: BotGuardCopy = {
  honeypotLabel: 'Website',
};
