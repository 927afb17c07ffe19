/** What the staff health form calls say (the staff side is in English, like server/staff/staff-messages.ts). None repeats an answer. */
export const staffHealthFormText = {
  badIds: 'Please ask for appointments as ids separated by commas (at most 200).',
  notFound: 'No such appointment.',
  notInPerson: 'Only an in-person appointment has a health form.',
  notYourPatient: 'This appointment is not with you: you open the health forms of your own patients.',
  cannotOpen: 'This health form cannot be decrypted with the server’s keys. The error is logged with the key id; please tell whoever runs the server.',
};
