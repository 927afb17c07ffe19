/** The shapes of the appointment calls (docs/product/api.md "Appointments") that the picker and the booking form share. */

/** The seeded consultation types, in the order the picker offers them. */
export const APPOINTMENT_TYPES = ['in-person', 'phone', 'video'] as const;
export type AppointmentTypeId = (typeof APPOINTMENT_TYPES)[number];

/** A free time: ISO-8601 UTC instants. */
export interface Slot {
  start: string;
  end: string;
}

/** One clinic-local day of the availability call, listed even when it has no free time. */
export interface AvailabilityDay {
  date: string;
  slots: Slot[];
}

export interface AvailabilityAnswer {
  success: true;
  zone: string;
  type: AppointmentTypeId;
  days: AvailabilityDay[];
}

/** An appointment as the server confirms it. */
export interface BookedAppointment {
  id: number | string;
  type: AppointmentTypeId;
  start: string;
  end: string;
  zone: string;
  /** 'pending': held until the clinic confirms it (the clinic holds in-person bookings for confirmation) */
  status?: 'pending';
}

/**
 * What the visitor chose in the picker: a time of a type ('time', `start` still null while they
 * look), or a call-back request as before appointments existed ('call'). No choice at all also
 * sends a call-back request.
 */
export type TimeChoice = { kind: 'call' } | { kind: 'time'; type: AppointmentTypeId; start: string | null };

/** A 409 answer to a booking: the server's words and the fresh free times from `from` on (seven clinic days). */
export interface SlotConflict {
  message: string;
  type: AppointmentTypeId;
  from: string;
  slots: Slot[];
}

export const isAppointmentType = (value: unknown): value is AppointmentTypeId =>
  typeof value === 'string' && (APPOINTMENT_TYPES as readonly string[]).includes(value);

/**
 * How the booking form talks to its appointment step (appointment-step.tsx), which keeps the
 * choice and the request's Idempotency-Key: the step fills these in, the form calls them. Until the
 * step is there (the widget's part still loading) the form sends a call-back request, as before.
 */
export interface StepLink {
  /**
   * What the choice adds to the call: a time's fields and the Idempotency-Key, the same for every
   * retry until the form or the choice changes, with the proof of work the step has been solving
   * (booking-proof.ts; a promise the form waits for); nothing for a call-back request; null when a
   * type is chosen without a time (the step then says so).
   */
  fields?: () => { fields: Record<string, string> | Promise<Record<string, string>>; key?: string } | null;
  /** something typed or chosen in the form changed: the next call is a new request with a new key */
  changed?: () => void;
  /** a failed call: true when it was the chosen time's 409, which the step now shows with the fresh times */
  refused?: (failure: { response?: { status: number; data: unknown } }) => boolean;
}
