/**
 * Secrets a queued mail must not hold while it waits (a self-service link's token): the feature
 * queues the mail with a marker of the secret's exact length, and registers a filler that the
 * sender asks for the secret just before each delivery attempt. The outbox row never holds it, and
 * a mail queued before a change it no longer describes can be sent with a dead link. Markers in an
 * invitation may be split by the ICS line folding; because a secret has its marker's length, it is
 * put back at the same places and the folds stay where they were.
 */
import type { OutboxRow } from './outbox-repository';

export interface MailFiller {
  /** matches a whole marker; its text is as long as the secret that replaces it (ASCII) */
  marker: RegExp;
  /** the secret for this attempt, exactly as long as the marker it replaces */
  fill(mail: OutboxRow, marker: string): Promise<string>;
}

const FOLD = '\r\n ';

/** The text with every marker replaced; an invitation's folded lines are read unfolded and folded back at the same places. */
async function fillText(text: string, mail: OutboxRow, fillers: readonly MailFiller[], filled: Map<string, string>): Promise<string> {
  const pieces = text.split(FOLD);
  let flat = pieces.join('');
  for (const filler of fillers) {
    const global = new RegExp(filler.marker.source, filler.marker.flags.includes('g') ? filler.marker.flags : `${filler.marker.flags}g`);
    for (const found of new Set(flat.match(global) ?? [])) {
      let secret = filled.get(found);
      if (secret === undefined) {
        secret = await filler.fill(mail, found);
        if (secret.length !== found.length) throw new Error(`a mail filler returned ${secret.length} characters for a marker of ${found.length}`);
        filled.set(found, secret);
      }
      flat = flat.split(found).join(secret);
    }
  }
  if (pieces.length === 1) return flat;
  const out: string[] = [];
  let at = 0;
  for (const piece of pieces) {
    out.push(flat.slice(at, at + piece.length));
    at += piece.length;
  }
  return out.join(FOLD);
}

/** The mail's text and invitation as they are sent this time: one secret per marker, the same in both. */
export async function fillMail(mail: OutboxRow, fillers: readonly MailFiller[]): Promise<{ text: string; calendar: string | null }> {
  if (fillers.length === 0) return { text: mail.text_body, calendar: mail.calendar };
  const filled = new Map<string, string>();
  const text = await fillText(mail.text_body, mail, fillers, filled);
  const calendar = mail.calendar === null ? null : await fillText(mail.calendar, mail, fillers, filled);
  return { text, calendar };
}
