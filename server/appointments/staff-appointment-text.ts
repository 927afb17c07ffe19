/** What the staff appointment calls say (the staff side is in English, like server/staff/staff-messages.ts). */
export const staffAppointmentText = {
  badRange: 'Please ask for dates written YYYY-MM-DD, the first not after the last, at most 62 days apart.',
  notFound: 'No such appointment.',
  notLive: 'This appointment is not booked any more, so it cannot be changed.',
  badStart: 'Please choose a time from the list.',
  badStatus: 'The status must be attended, no-show or cancelled.',
  badAreas: 'Please tick the areas treated: at least one, from the list.',
  badHours: 'Please give each weekday once (0 = Sunday) with opening and closing times written HH:MM, the opening first, and breaks inside the day that do not overlap.',
  badOverride: 'Please give a date written YYYY-MM-DD and either closed, or opening and closing times written HH:MM (a note up to 200 characters).',
  overrideNotFound: 'No such date override.',
  badHoldSetting: 'Please say whether to hold new in-person bookings for confirmation: holdInPerson true or false.',
  holdOn: 'New in-person bookings now wait for your confirmation.',
  holdOff: 'New in-person bookings are now booked at once.',
  notPending: 'This booking is not waiting for confirmation any more.',
  confirmed: 'Confirmed. The patient gets the invitation by e-mail.',
  declined: 'Declined. The time is free again, and the patient is asked to choose another.',
};
