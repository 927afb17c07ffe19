/**
 * A consultation request stored with its chosen time, in one transaction (docs/decisions/0017-no-double-booking.md):
 * the lead, its photo, the appointment, the cells it claims, the patient's confirmation (with the
 * invitation and a self-service link), the clinic's notice and the submission's idempotency key.
 * When another booking holds a cell (or, on PostgreSQL, the exclusion constraint sees an overlap)
 * the whole transaction is undone: no lead, no photo, no mail.
 */
import { retryOnDeadlock } from '../db/retry-on-deadlock';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectAdapter } from '../db/dialect';
import type { Locale } from '../i18n/request-locale';
import { enqueueMail } from '../mail/outbox-repository';
import { insertConsultationPhoto, insertConsultationRequest, leadNoticeMail, type ConsultationFields, type LeadNoticeTarget } from '../leads';
import crypto from 'node:crypto';
import { PRACTITIONER_ID, TREATMENT_ROOM_ID } from '../db/consultation-types';
import { clinicNotice, manageLink, patientMail } from './appointment-mails';
import { forMail, insertClaims } from './appointment-repository';
import { manageLinkMarker } from './manage-link-filler';
import { storeAnswer } from './idempotency-repository';
import type { AppointmentType } from './schedule-repository';
import { refuseSecondAppointment } from './person-limit';
import { leadBooked } from './lead-status';

const MINUTE = 60_000;

export interface NewBooking {
  fields: ConsultationFields;
  photo: Buffer;
  language: Locale;
  /** the chosen time, or none for a call-back request; `held`: kept 'pending' until staff confirm it (booking-hold-repository.ts) */
  time: { type: AppointmentType; start: number; zone?: string | null; held?: boolean } | null;
  /** the submission's Idempotency-Key, and the hash of what it sent */
  idempotency?: { key: string; requestHash: string };
  /**
   * Run inside the transaction before anything is written when a time is booked: the caller's
   * single-use checks (spending the proof of work), which undo the whole booking by throwing.
   */
  inTransaction?: (trx: Transaction<Database>) => Promise<void>;
}

export interface BookedTime {
  id: number;
  type: string;
  start: number;
  end: number;
  /** held for the clinic's confirmation */
  pending?: boolean;
}

/** Thrown when the database refused the time: another appointment holds part of it. */
export class TimeTakenError extends Error {
  constructor() {
    super('the chosen time is held by another appointment');
  }
}

/** A conflict the database reports for the claims' key or the exclusion constraint (PostgreSQL 23P01). */
export function isOverlapRefusal(adapter: DialectAdapter, err: unknown): boolean {
  return adapter.isUniqueViolation(err) || (err as { code?: unknown } | null)?.code === '23P01';
}

/**
 * Stores it all or nothing. `answer` words the reply from what was stored, so the idempotency key
 * keeps exactly what the client got. A refused time throws TimeTakenError; a key another request
 * stored meanwhile throws the database's unique violation (the caller then replays that answer).
 */
export async function storeBooking<R>(
  db: Kysely<Database>,
  adapter: DialectAdapter,
  notice: LeadNoticeTarget,
  booking: NewBooking,
  answer: (leadId: number, time: BookedTime | null) => R,
  now: number,
): Promise<R> {
  try {
    return await retryOnDeadlock(() => db.transaction().execute(async (trx) => {
      if (booking.time) {
        await booking.inTransaction?.(trx);
        await refuseSecondAppointment(trx, adapter, { email: booking.fields.email, phone: booking.fields.phone, typeId: booking.time.type.id }, now);
      }
      const leadId = await insertConsultationRequest(trx, { ...booking.fields, image_file: '', language: booking.language }, now);
      await insertConsultationPhoto(trx, leadId, booking.photo);
      let time: BookedTime | null = null;
      if (booking.time) {
        const { type, start } = booking.time;
        const end = start + type.minutes * MINUTE;
        const busyUntil = end + type.bufferMinutes * MINUTE;
        const roomId = type.needsRoom ? TREATMENT_ROOM_ID : null;
        const row = await trx
          .insertInto('appointments')
          .values({
            lead_id: leadId,
            type_id: type.id,
            practitioner_id: PRACTITIONER_ID,
            room_id: roomId,
            start_at: start,
            end_at: end,
            busy_until: busyUntil,
            language: booking.language,
            visitor_zone: booking.time.zone ?? null,
            user_id: booking.fields.user_id ?? null,
            ...(booking.time.held ? { status: 'pending' } : {}),
            first_name: booking.fields.first_name,
            last_name: booking.fields.last_name,
            email: booking.fields.email,
            phone: booking.fields.phone,
            created_at: now,
            updated_at: now,
            // one UID for the invitation's whole life: every later mail updates the same calendar event
            uid: `${crypto.randomUUID()}@${new URL(notice.siteUrl).hostname}`,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await insertClaims(trx, row).catch((err: unknown) => {
          throw isOverlapRefusal(adapter, err) ? new TimeTakenError() : err;
        });
        // the lead's own status follows its appointment (lead-status.ts)
        await leadBooked(trx, leadId, now);
        time = { id: row.id, type: type.id, start, end, ...(row.status === 'pending' ? { pending: true } : {}) };
        // the link's token is issued when the mail is sent, never stored in the outbox (manage-link-filler.ts)
        const held = row.status === 'pending';
        await enqueueMail(trx, patientMail(forMail(row), held ? 'requested' : 'booked', manageLink(notice.siteUrl, booking.language, manageLinkMarker(row.sequence)), notice.to, now));
        await enqueueMail(trx, clinicNotice(forMail(row), held ? 'requested' : 'booked', 'patient', notice.to, notice.siteUrl));
      } else {
        await enqueueMail(trx, leadNoticeMail(notice.to, { kind: 'consultation', id: leadId, firstName: booking.fields.first_name, at: now, language: booking.language }, notice.siteUrl));
      }
      const reply = answer(leadId, time);
      if (booking.idempotency) await storeAnswer(trx, booking.idempotency.key, { requestHash: booking.idempotency.requestHash, statusCode: 200, response: reply }, now);
      return reply;
    }));
  } catch (err) {
    // the exclusion constraint fires on the appointment row itself, before any claim is written
    if (!(err instanceof TimeTakenError) && booking.time && (err as { code?: unknown } | null)?.code === '23P01') throw new TimeTakenError();
    throw err;
  }
}
