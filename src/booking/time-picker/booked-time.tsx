/**
 * The confirmation in place of the booking form once a time is booked (docs/product/screens.md
 * "Time picker"): the type and the clinic-local day and time, the visitor's own time when their
 * clock reads differently, and where the invitation went (or, for a time held for the clinic's
 * confirmation, that the confirmation will bring it). Takes focus, so it is read out at once.
 */
import { useEffect, useRef } from 'react';
import type { BookedAppointment } from './appointment-types';
import { CLINIC_ZONE, dayAndTimeIn, differsFromClinic, visitorZone } from './clinic-dates';
import { useTimePickerCopy } from './time-picker-words';

export function BookedTime({ booked, zone = visitorZone() }: { booked: BookedAppointment; zone?: string }) {
  const { copy, locale } = useTimePickerCopy();
  const panel = useRef<HTMLDivElement | null>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className="clinic-form clinic-picker__booked" role="status" tabIndex={-1} ref={panel}>
      <h2 className="clinic-booking__heading">{booked.status === 'pending' ? copy.heldHeading : copy.bookedHeading}</h2>
      <p>{copy.bookedWhen(copy.types[booked.type], dayAndTimeIn(booked.start, CLINIC_ZONE, locale))}</p>
      {differsFromClinic(zone, booked.start) && <p>{copy.bookedVisitor(dayAndTimeIn(booked.start, zone, locale))}</p>}
      <p>{booked.status === 'pending' ? copy.heldMail : copy.bookedMail}</p>
    </div>
  );
}
