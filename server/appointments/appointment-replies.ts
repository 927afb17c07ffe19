/** What the appointment calls answer (docs/product/api.md), one valibot schema per reply, as in server/http/reply-schemas.ts. */
import * as v from 'valibot';
import { fieldErrorFirsts } from '../http/reply-schemas';
import { APPOINTMENT_TYPE_IDS } from '../db/consultation-types';
import { CLINIC_ZONE } from './clinic-zone';

const message = v.pipe(v.string(), v.description('A sentence to show the visitor.'));
const zone = v.pipe(v.literal(CLINIC_ZONE), v.description('The clinic’s time zone: dates and hours are its wall clock.'));
const instant = v.pipe(v.string(), v.description('An instant, ISO 8601 in UTC (`2026-12-01T14:00:00.000Z`).'));
const typeId = v.picklist(APPOINTMENT_TYPE_IDS);

export const slot = v.pipe(v.object({ start: instant, end: instant }), v.title('Slot'));

export const typesReply = v.object({
  success: v.literal(true),
  zone,
  types: v.array(
    v.pipe(
      v.object({
        id: typeId,
        name: v.pipe(v.string(), v.description('In the request’s language.')),
        minutes: v.number(),
        noticeMinutes: v.pipe(v.number(), v.description('The earliest start is this long after now.')),
        horizonDays: v.pipe(v.number(), v.description('The latest start is this many days after now.')),
      }),
      v.title('AppointmentType'),
    ),
  ),
});

export const availabilityReply = v.object({
  success: v.literal(true),
  zone,
  type: typeId,
  days: v.array(v.object({ date: v.pipe(v.string(), v.description('A clinic day, YYYY-MM-DD.')), slots: v.array(slot) })),
});

export const bookedAppointment = v.pipe(
  v.object({
    id: v.pipe(v.number(), v.description('0 for a partner’s test (`test_mode`): nothing was booked.')),
    type: typeId,
    start: instant,
    end: instant,
    zone,
    status: v.optional(v.pipe(v.literal('pending'), v.description('Present when the clinic holds in-person bookings for its confirmation: the time is held, and confirmed (or declined) by e-mail.'))),
  }),
  v.title('BookedAppointment'),
);

/** The consultation call: booked with the appointment (first: a union keeps the first shape that fits), or as before. */
export const consultationReply = v.pipe(
  v.union([
    v.object({ success: v.literal(true), message, appointment: bookedAppointment }),
    v.object({ success: v.literal(true), message }),
    v.object({ success: v.literal(false), message, errors: fieldErrorFirsts }),
  ]),
  v.title('ConsultationReply'),
);

export const slotUnavailableReply = v.pipe(
  v.object({
    success: v.literal(false),
    code: v.literal('slot_unavailable'),
    message,
    slots: v.pipe(v.array(slot), v.description('The free times of the type on the asked clinic day and the six after it.')),
  }),
  v.title('SlotUnavailable'),
);

/** The person already holds an upcoming time of this type (server/appointments/person-limit.ts). */
export const alreadyBookedReply = v.pipe(
  v.object({
    success: v.literal(false),
    code: v.literal('already_booked'),
    message,
  }),
  v.title('AlreadyBooked'),
);

export const timeRefusedReply = v.union([slotUnavailableReply, alreadyBookedReply]);
