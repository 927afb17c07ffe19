/** Every word of the staff calendar (docs/product/screens.md "Staff calendar"); staff pages are in English. */
import type { AppointmentStatus } from './calendar-types';

export const calendarCopy = {
  heading: 'Calendar',
  intro: 'Appointments in Miami time. Move one to a free time, mark it attended or no-show, or cancel it.',
  views: { label: 'View', dates: 'Dates', day: 'Day', week: 'Week' },
  previous: { day: 'Previous day', week: 'Previous week' },
  next: { day: 'Next day', week: 'Next week' },
  today: 'Today',
  loading: 'Loading appointments…',
  empty: 'No appointments on this day.',
  count: (n: number) => (n === 1 ? '1 appointment' : `${n} appointments`),
  types: { 'in-person': 'In person', phone: 'Phone', video: 'FaceTime / video' },
  languages: { en: 'English', es: 'Spanish' },
  status: { booked: 'Booked', pending: 'Awaiting confirmation', attended: 'Attended', 'no-show': 'No-show', cancelled: 'Cancelled' } satisfies Record<AppointmentStatus, string>,
  actions: { attended: 'Mark attended', noShow: 'Mark no-show', cancel: 'Cancel', confirmCancel: 'Yes, cancel it', keep: 'Keep it', move: 'Move', moveHere: 'Move here', close: 'Close', confirm: 'Confirm', decline: 'Decline', confirmDecline: 'Yes, decline it' },
  /** a booking held for the clinic's confirmation (docs/product/behaviour.md "Held bookings") */
  pending: {
    hint: 'The patient is waiting for your confirmation; the time is held until you confirm or decline.',
    declineTold: 'The time is freed and the patient is asked, in her language, to choose another.',
    confirmed: 'Confirmed; the patient gets the invitation.',
    declined: 'Declined; the patient is told.',
  },
  /** the 'hold in-person bookings for confirmation' setting */
  hold: {
    label: 'Hold new in-person bookings for my confirmation',
    hint: 'When on, a patient who books an in-person consultation is told the clinic will confirm it; the time is held until you confirm or decline it here.',
  },
  moveLegend: 'Choose a free time',
  /** the question between choosing a new time and moving: the patient is told at once */
  confirmMove: {
    question: (name: string) => `Move ${name}’s appointment?`,
    from: 'From',
    to: 'To',
    told: 'The patient is sent the new time and an updated calendar invitation.',
    yes: 'Yes, move it',
    back: 'Choose another time',
  },
  /** marking attended asks which areas were treated: the patient's aftercare mail is for them */
  attended: {
    legend: 'Areas treated',
    hint: 'The patient is sent the aftercare for these areas, and in four months an invitation to a follow-up.',
    save: 'Save as attended',
    treated: (names: string) => `Treated: ${names}`,
  },
  lead: 'Open the lead',
  /** the lead page's panel of its appointment */
  leadPanel: { heading: 'Appointment', open: 'Open in the calendar' },
  changed: { attended: 'Marked attended.', 'no-show': 'Marked no-show.', cancelled: 'Appointment cancelled; the patient is told.', moved: 'Appointment moved; the patient is told.' },
  hours: {
    heading: 'Opening hours',
    intro: 'The weekly hours and breaks the free times come from, in Miami time, the dates that differ, and the holidays the clinic closes for.',
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    open: 'Open',
    from: 'From',
    to: 'To',
    breakLabel: (n: number) => `Break ${n}`,
    noBreaks: 'No breaks.',
    addBreak: 'Add a break',
    addBreakTo: (day: string) => `Add a break on ${day}`,
    removeBreak: (n: number, day: string) => `Remove break ${n} on ${day}`,
    /** what the server takes for one day (server/appointments/hours-request.ts) */
    maxBreaks: 4,
    save: 'Save weekly hours',
    saved: 'Weekly hours saved.',
    overrides: 'Dates that differ',
    noOverrides: 'No dates of your own differ from the weekly hours. The holidays below are closed.',
    date: 'Date',
    closed: 'Closed all day',
    note: 'Note',
    add: 'Add date',
    remove: (what: string) => (what ? `Remove ${what}` : 'Remove'),
    closedOn: 'Closed',
    holidays: 'Holidays',
    holidaysIntro: 'The clinic is closed on these days of the coming year unless you add the date above with other hours.',
    noHolidays: 'No holidays in the coming year.',
    holidayOpened: (hours: string) => `open ${hours} (a date above)`,
    badHours: 'The day must close after it opens.',
    badBreaks: 'Each break must end after it starts, fall within the open hours, and not overlap another break.',
  },
};
