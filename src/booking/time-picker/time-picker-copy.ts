/** Every word of the time picker and of the booked-time confirmation (docs/product/screens.md "Time picker"), in English. */
import type { AppointmentTypeId } from './appointment-types';

export interface TimePickerCopy {
  legend: string;
  types: Record<AppointmentTypeId, string>;
  callMe: string;
  callMeHint: string;
  days: string;
  timesOn: (day: string) => string;
  clinicZone: string;
  visitorZone: (zone: string) => string;
  yourTime: (time: string) => string;
  timesCount: (count: number) => string;
  loading: string;
  loadError: string;
  retry: string;
  noTimesWeek: string;
  noTimesDay: string;
  previousWeek: string;
  nextWeek: string;
  /** the form was sent with a type but no time */
  chooseTime: string;
  bookedHeading: string;
  bookedWhen: (type: string, when: string) => string;
  bookedVisitor: (when: string) => string;
  bookedMail: string;
  /** held for the clinic's confirmation: the heading and the mail line instead */
  heldHeading: string;
  heldMail: string;
}

export const timePickerCopy: TimePickerCopy = {
  legend: 'How would you like to meet?',
  types: { 'in-person': 'In person at the Miami clinic', phone: 'Phone call', video: 'FaceTime / video' },
  callMe: "I'd rather you call me",
  callMeHint: 'We call you back to find a time together.',
  days: 'Day',
  timesOn: (day) => `Free times on ${day}`,
  clinicZone: 'Times are Miami time (Eastern Time).',
  visitorZone: (zone) => `Your own time (${zone}) is shown beside each.`,
  yourTime: (time) => `${time} your time`,
  timesCount: (count) => (count === 0 ? 'No times' : count === 1 ? '1 time' : `${count} times`),
  loading: 'Loading free times…',
  loadError: 'The free times could not be loaded.',
  retry: 'Try again',
  noTimesWeek: 'No free times this week.',
  noTimesDay: 'No free times on this day.',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  chooseTime: "Please choose a time, or choose 'I'd rather you call me'.",
  bookedHeading: 'Your consultation is booked',
  bookedWhen: (type, when) => `${type}, ${when} (Miami time).`,
  bookedVisitor: (when) => `That is ${when} your time.`,
  bookedMail: 'We have e-mailed you the details with a calendar invitation.',
  heldHeading: 'Your time is held',
  heldMail: 'The clinic will confirm it by e-mail shortly; the calendar invitation comes with that confirmation.',
};
