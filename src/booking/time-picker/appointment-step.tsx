/**
 * The booking form's appointment step: the time picker while the visitor chooses, the confirmation
 * once the time is booked. The step keeps the choice and answers the form through `link`
 * (appointment-types.ts StepLink): the fields and Idempotency-Key to send, and whether a failed call
 * was a 409 for the chosen time, which it then shows with the fresh times. In the widget the whole step is the
 * on-demand `picker` part (widgets/on-demand/picker-proxy.tsx stands in for this module there).
 */
import { useEffect, useRef, useState } from 'react';
import type { BookedAppointment, SlotConflict, StepLink, TimeChoice } from './appointment-types';
import { BookedTime } from './booked-time';
import { clinicDate, visitorZone } from './clinic-dates';
import { newIdempotencyKey } from './idempotency-key';
import { startProof, type ProofJob } from './booking-proof';
import { slotUnavailable } from './slot-unavailable';
import { TimePicker } from './time-picker';

export type AppointmentStepProps = { booked: BookedAppointment; zone?: string } | { booked?: undefined; idPrefix: string; link: StepLink; zone?: string };

export function AppointmentStep(props: AppointmentStepProps) {
  return props.booked ? <BookedTime booked={props.booked} zone={props.zone} /> : <ChoosingStep idPrefix={props.idPrefix} link={props.link} zone={props.zone} />;
}

function ChoosingStep({ idPrefix, link, zone }: { idPrefix: string; link: StepLink; zone?: string }) {
  const [choice, setChoice] = useState<TimeChoice | null>(null);
  const [missingTime, setMissingTime] = useState(false);
  const [conflict, setConflict] = useState<SlotConflict | null>(null);
  // the choice the form last sent: its answer may come back after the visitor has moved on
  const sent = useRef<TimeChoice | null>(null);
  // one key per filled form: kept for retries, dropped when anything in the form or the choice changes
  const key = useRef('');
  // the proof of work for the next booking, solving since she first chose a type of time
  const proof = useRef<ProofJob | null>(null);
  const solveAhead = () => {
    proof.current ??= startProof();
  };
  useEffect(() => () => proof.current?.stop(), []);

  // assigned on every render, so the form always calls into the latest choice
  link.fields = (): ReturnType<NonNullable<StepLink['fields']>> => {
    sent.current = choice;
    const start = choice?.kind === 'time' ? choice.start : null;
    setMissingTime(choice?.kind === 'time' && !start);
    if (choice?.kind !== 'time') return { fields: {} };
    if (!start) return null;
    // only a booking carries the key: a call-back request goes exactly as before (no CORS preflight from partner pages)
    key.current ||= newIdempotencyKey();
    // a proof is good for one booking: this send takes it, the next choice or send starts another
    const job = proof.current ?? startProof();
    proof.current = null;
    // her browser's zone: her mails give her own time beside Miami's, as the picker does
    const fields = { appointment_type: choice.type, appointment_start: start, appointment_zone: visitorZone() ?? '' };
    return { fields: job.result.then((proof) => (proof ? { ...fields, proof_of_work: proof } : fields)), key: key.current };
  };
  link.changed = () => {
    key.current = '';
  };
  link.refused = (failure) => {
    const chosen = sent.current;
    const unavailable = chosen?.kind === 'time' && chosen.start ? slotUnavailable(failure) : null;
    if (!unavailable || chosen?.kind !== 'time' || !chosen.start) return false;
    key.current = '';
    setConflict({ ...unavailable, type: chosen.type, from: clinicDate(chosen.start) });
    setChoice({ kind: 'time', type: chosen.type, start: null });
    return true;
  };

  return (
    <TimePicker
      idPrefix={idPrefix}
      choice={choice}
      onChoice={(next) => {
        key.current = '';
        if (next.kind === 'time') solveAhead();
        setChoice(next);
        setMissingTime(false);
      }}
      missingTime={missingTime}
      conflict={conflict}
      zone={zone}
    />
  );
}
