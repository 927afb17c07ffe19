/**
 * The self-service link's token is not written into the outbox (mail/mail-fillers.ts): an
 * appointment mail is queued with a marker naming the appointment's SEQUENCE at that moment, and
 * the sender asks for the token just before each attempt. A token is issued then, good until the
 * appointment starts, only while the appointment is still live and unchanged since the mail was
 * queued; otherwise the mail gets a token that opens nothing ('this link has expired or has
 * already been used'), as a link retired by a change would.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailFiller } from '../mail/mail-fillers';
import { newToken } from '../auth/secure-tokens';
import { findAppointment } from './appointment-repository';
import { issueToken } from './appointment-token-repository';
import { LIVE_STATUSES } from './person-limit';

const PREFIX = 'MANAGE-LINK-TOKEN-SEQUENCE-';
/** a token is 32 random bytes in base64url: 43 characters, and so is its marker */
const TOKEN_LENGTH = 43;
const DIGITS = TOKEN_LENGTH - PREFIX.length;

/** What an appointment mail holds in place of its link's token. */
export function manageLinkMarker(sequence: number): string {
  return PREFIX + String(sequence).padStart(DIGITS, '0');
}

export function manageLinkFiller(db: Kysely<Database>, clock: () => number): MailFiller {
  return {
    marker: new RegExp(`${PREFIX}\\d{${DIGITS}}`),
    async fill(mail, marker) {
      const sequence = Number(marker.slice(PREFIX.length));
      const id = /^appointment:(\d+)$/.exec(mail.about ?? '')?.[1];
      const appointment = id ? await findAppointment(db, Number(id)) : undefined;
      const now = clock();
      const live = appointment && (LIVE_STATUSES as readonly string[]).includes(appointment.status) && appointment.sequence === sequence && appointment.start_at > now;
      return live ? issueToken(db, appointment.id, appointment.start_at, now) : newToken();
    },
  };
}
