/** Every sentence the staff API sends, in one place. */
import { waitPhrase } from '../i18n/wait-phrase';

export const staffMessages = {
  signInRequired: 'Please sign in with a staff account to continue.',
  outsideRole: (role: string) => `This is not part of your role (${role}). Please ask the clinic's owner if you need it.`,
  patientNotYours: 'This lead is not one of your patients: you see the leads of the patients with an appointment with you.',
  xsrfFailed: 'Your session could not be verified. Please reload the page and try again.',
  loginFailed: 'The email or password is incorrect.',
  loginDisabled: 'This staff account has been disabled. Please ask the clinic manager.',
  tooManyLogins: (seconds: number) => `Too many failed sign-in attempts. Please wait ${waitPhrase(seconds)} and try again.`,
  signedIn: 'Signed in.',
  signedOut: 'You have signed out.',
  linkInvalid: 'This link is invalid or has expired. Please ask the clinic manager for a new one.',
  passwordSet: 'Your password is set. Please sign in.',
  fixFields: 'Please correct the highlighted fields.',
  notText: 'Please enter text only.',
  formMissing: 'Please fill in the form.',
  badFilter: 'Some of the filters are not valid.',
  leadNotFound: 'This lead could not be found. It may have been deleted.',
  photoNotFound: 'This photo could not be found.',
  leadSaved: 'The lead has been saved.',
  nothingToSave: 'Nothing has changed.',
  leadDeleted: 'The lead and its photo have been deleted.',
  statusInvalid: 'Please choose New, Contacted, Booked, Attended or Closed.',
  noteTooLong: (max: number) => `Please keep the note under ${max} characters.`,
} as const;
