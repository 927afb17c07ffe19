/** What the staff appointment calls say (the staff side is in English, like server/staff/staff-messages.ts). */
export const staffAppointmentText = {
  badRange: 'Please ask for dates written YYYY-MM-DD, the first not after the last, at most 62 days apart.',
  notFound: 'No such appointment.',
  notLive: 'This appointment is not booked any more, so it cannot be changed.',
  badStart: 'Please choose a time from the list.',
  badStatus: 'The status must be attended, no-show or cancelled.',
  badHours: 'Please give each weekday once (0 = Sunday) with opening and closing times written HH:MM, the opening first, and breaks inside the day that do not overlap.',
  badOverride: 'Please give a date written YYYY-MM-DD and either closed, or opening and closing times written HH:MM (a note up to 200 characters).',
  overrideNotFound: 'No such date override.',
};
