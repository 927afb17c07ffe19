/**
 * The consultation call's time and retries (docs/product/api.md): what server/leads/lead-routes.ts
 * asks of appointments. A chosen time is checked against the free times, stored with the lead in
 * one transaction, and refused with 409 `slot_unavailable` and the fresh free times when it is not
 * free; a submit under an `Idempotency-Key` already answered gets that answer again.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../i18n/request-locale';
import type { ConsultationFields } from '../leads';
import { appointmentTextFor } from './appointment-texts';
import { checkStart, freshSlots, type StartCheck } from './availability-service';
import { readChosenTime, type ChosenTime } from './booking-request';
import { storeBooking, TimeTakenError, type BookedTime, type NewBooking } from './booking';
import { PersonLimitError } from './person-limit';
import { holdsInPerson } from './booking-hold-repository';
import { clinicDateOf, CLINIC_ZONE } from './clinic-zone';
import { findAnswer, requestHash } from './idempotency-repository';
import { findType, listTypes, type AppointmentType } from './schedule-repository';

const IDEMPOTENCY_HEADER = 'idempotency-key';
const iso = (ms: number) => new Date(ms).toISOString();

/** The header's value, when the request sent one it could mean (one, not empty, at most 200 characters). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' && value.trim() !== '' && value.length <= 200 ? value.trim() : undefined;
}

export interface Retry {
  key: string;
  requestHash: string;
}

/** The retry of an answered submission: the first answer again (422 when the key came with another form). */
export async function replayAnswered(app: FastifyInstance, reply: FastifyReply, locale: Locale, retry: Retry | undefined): Promise<FastifyReply | undefined> {
  if (!retry) return undefined;
  const stored = await findAnswer(app.db, retry.key);
  if (!stored) return undefined;
  if (stored.requestHash !== retry.requestHash) return reply.status(422).send({ success: false, message: appointmentTextFor(locale).keyReused });
  return reply.status(stored.statusCode).send(stored.response);
}

export function retryOf(request: FastifyRequest, fields: Record<string, unknown>, file: Buffer | undefined): Retry | undefined {
  const key = idempotencyKeyOf(request);
  return key ? { key, requestHash: requestHash(fields, file) } : undefined;
}

export async function readTime(app: FastifyInstance, fields: Record<string, unknown>, locale: Locale): Promise<ChosenTime> {
  const ids = new Set((await listTypes(app.db)).map((t) => t.id));
  return readChosenTime(fields, (id) => ids.has(id), appointmentTextFor(locale));
}

/** 409 slot_unavailable: why, and the type's free times that clinic day and the six after. */
export async function refuseTime(
  app: FastifyInstance,
  reply: FastifyReply,
  locale: Locale,
  type: AppointmentType,
  start: number,
  why: Exclude<StartCheck, 'free'>,
  /** the appointment being moved: its own time counts as free */
  exceptAppointmentId?: number,
): Promise<FastifyReply> {
  const text = appointmentTextFor(locale);
  const now = app.clock();
  const message = why === 'notice' ? text.tooSoon(Math.round(type.noticeMinutes / 60)) : why === 'taken' ? text.slotTaken : text.slotNotOffered;
  // from the later of the asked day and today: a day in the past has nothing to offer
  const date = clinicDateOf(Math.max(start, now));
  const slots = await freshSlots(app.db, type, date, now, exceptAppointmentId);
  return reply.status(409).send({ success: false, code: 'slot_unavailable', message, slots: slots.map((s) => ({ start: iso(s.start), end: iso(s.end) })) });
}

export type CheckedTime = { ok: true; type: AppointmentType; start: number } | { ok: false; sent: FastifyReply };

/**
 * A chosen time that is free now, or the answer already sent: the 409, or, when a copy of this very
 * submission sent at the same moment has just booked it, that copy's answer.
 */
export async function checkTime(app: FastifyInstance, reply: FastifyReply, locale: Locale, chosen: { typeId: string; start: number }, retry: Retry | undefined): Promise<CheckedTime> {
  const type = await findType(app.db, chosen.typeId);
  if (!type) throw new Error(`type ${chosen.typeId} vanished`);
  const check = await checkStart(app.db, type, chosen.start, app.clock());
  if (check === 'taken') {
    const replayed = await replayAnswered(app, reply, locale, retry);
    if (replayed) return { ok: false, sent: replayed };
  }
  if (check !== 'free') return { ok: false, sent: await refuseTime(app, reply, locale, type, chosen.start, check) };
  return { ok: true, type, start: chosen.start };
}

export function bookedAnswer(locale: Locale, time: BookedTime | { id: 0; type: string; start: number; end: number }) {
  const pending = 'pending' in time && time.pending === true;
  return {
    success: true as const,
    message: pending ? appointmentTextFor(locale).requested : appointmentTextFor(locale).booked,
    appointment: { id: time.id, type: time.type, start: iso(time.start), end: iso(time.end), zone: CLINIC_ZONE, ...(pending ? { status: 'pending' as const } : {}) },
  };
}

/**
 * Stores the request with its time (or, under a key, without one). A time taken meanwhile is a
 * 409; a key stored meanwhile by the same submission sent twice at once is that answer replayed.
 */
export async function storeWithTime(
  app: FastifyInstance,
  reply: FastifyReply,
  input: {
    fields: ConsultationFields;
    photo: Buffer;
    locale: Locale;
    time: { type: AppointmentType; start: number; zone?: string | null } | null;
    retry: Retry | undefined;
    receivedMessage: string;
    /** the caller's single-use checks, inside the booking's transaction (server/appointments/booking.ts) */
    inTransaction?: NewBooking['inTransaction'];
  },
): Promise<unknown> {
  const { locale, retry } = input;
  // the clinic may hold in-person bookings for its confirmation (booking-hold-repository.ts)
  const time = input.time && input.time.type.needsRoom && (await holdsInPerson(app.db)) ? { ...input.time, held: true } : input.time;
  try {
    const answer = await storeBooking(
      app.db,
      app.dbAdapter,
      { to: app.config.clinicNotifyEmail, siteUrl: app.config.siteUrl },
      { fields: input.fields, photo: input.photo, language: locale, time, ...(retry ? { idempotency: retry } : {}), ...(input.inTransaction ? { inTransaction: input.inTransaction } : {}) },
      (_leadId, booked) => (booked ? bookedAnswer(locale, booked) : { success: true as const, message: input.receivedMessage }),
      app.clock(),
    );
    app.mailer.wake();
    return answer;
  } catch (err) {
    if (retry && app.dbAdapter.isUniqueViolation(err)) {
      const replayed = await replayAnswered(app, reply, locale, retry);
      if (replayed) return replayed;
    }
    if (err instanceof TimeTakenError && time) {
      // the same submission sent twice at once: the other copy booked it under this key
      const replayed = await replayAnswered(app, reply, locale, retry);
      if (replayed) return replayed;
      return refuseTime(app, reply, locale, time.type, time.start, 'taken');
    }
    if (err instanceof PersonLimitError && time) {
      // the same submission sent twice at once: the other copy booked under this key, and it is hers
      const replayed = await replayAnswered(app, reply, locale, retry);
      if (replayed) return replayed;
      const text = appointmentTextFor(locale);
      return reply.status(409).send({ success: false, code: 'already_booked', message: text.alreadyBooked(text.typeNames[time.type.id] ?? time.type.id) });
    }
    throw err;
  }
}
