/** What the appointment calls say, in English (appointment-text.es.ts has the same in Spanish). */
export const appointmentText = {
  typeNames: {
    'in-person': 'In person at the Miami clinic',
    phone: 'Phone call',
    video: 'FaceTime / video call',
  } as Record<string, string>,
  booked: 'Thank you! Your consultation is booked. A confirmation is on its way to your e-mail.',
  requested: 'Thank you! Your time is held, and the clinic will confirm it by e-mail shortly.',
  slotTaken: 'That time was just taken. Please choose another time.',
  slotNotOffered: 'That time is not offered. Please choose one of the times shown.',
  tooSoon: (hours: number) => `Please choose a time at least ${hours} hours from now.`,
  typeUnknown: 'Please choose a type of consultation.',
  startMissing: 'Please choose a time.',
  startInvalid: 'Please choose a time from the list.',
  badRange: 'Please ask for dates written YYYY-MM-DD, the first not after the last, at most 62 days apart.',
  alreadyBooked: (typeName: string) =>
    `This e-mail address or phone number already has an upcoming appointment of this type (${typeName}). To change or cancel it, use the link in its confirmation e-mail; to add another, please call the clinic.`,
  keyReused: 'This submission key was already used for a different form. Please reload the page and send it again.',
  linkGone: 'This link has expired or has already been used. Please call the clinic or book a new time on our website.',
  cancelled: 'Your appointment is cancelled. A confirmation is on its way to your e-mail.',
  moved: 'Your appointment has moved. The new invitation is on its way to your e-mail.',
  linkReplaced: 'This appointment has changed since this e-mail was sent. The newest e-mail from us has the link that works; your appointment as it stands now is below.',
  linkCancelled: 'This appointment has been cancelled, so its link no longer works.',
  confirmFirst: 'Please confirm your e-mail first: open the link we sent to it. Then your appointments appear here.',
  notInAccount: 'We found no such appointment in your account.',
  cannotChange: 'This appointment has already taken place or was cancelled, so it can no longer be changed here. Please call the clinic.',
};

export type AppointmentText = typeof appointmentText;
