/** The calendar invitation inside a mail the server wrote (its text/calendar part), parsed by ical.js, and the mail's text beside it. */
import ICAL from 'ical.js';
import type { ReadMail } from './outbox';

export interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: string;
  end: string;
  /** whether DTSTART/DTEND were written in UTC */
  utc: boolean;
  location: string;
  description: string;
  /** the self-service link (URL property), unfolded */
  url: string;
}

/** The decoded body of a mail's first part of this media type. */
function part(raw: string, type: 'text/calendar' | 'text/plain'): string {
  const at = raw.search(new RegExp(`^Content-Type: ${type.replace('/', '\\/')}`, 'im'));
  if (at < 0) throw new Error(`no ${type} part`);
  const part = raw.slice(at);
  const split = part.indexOf('\n\n');
  const head = part.slice(0, split);
  const body = part.slice(split + 2).split(/\n--/)[0] ?? '';
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  }
  return body;
}

export function invitationIn(mail: ReadMail): Invitation {
  const text = part(mail.raw, 'text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    utc: event.startDate.zone?.tzid === 'UTC' && event.endDate.zone?.tzid === 'UTC',
    location: event.location,
    description: event.description,
    url: String(vevent.getFirstPropertyValue('url') ?? ''),
  };
}

/** The text a patient reads in a mail that carries an invitation (a multipart mail). */
export function plainTextOf(mail: ReadMail): string {
  return part(mail.raw, 'text/plain');
}
