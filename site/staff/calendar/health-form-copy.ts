/** Every word of the health form in the staff calendar and on the lead page (staff pages are in English). */
import type { HealthFormStatus } from '../../../src/health-form/health-form-flags';

export const healthFormCopy = {
  /** the status beside an in-person appointment, never an answer */
  status: { done: 'Health form: done', not_yet: 'Health form: not yet', flagged: 'Health form: flagged' } satisfies Record<HealthFormStatus, string>,
  /** said to a screen reader after the status: why flagged matters */
  flaggedHint: 'An answer calls for the practitioner’s attention.',
  open: 'Open the health form',
  close: 'Close the health form',
  loading: 'Opening the health form…',
  heading: 'Health form',
  notSigned: 'The patient has not signed her health form yet.',
  recorded: 'Opening it is recorded in the access log.',
  signed: (version: number, when: string, name: string) => `Version ${version}, signed ${when} (Miami time) by ${name}.`,
  answersCaption: 'Screening questions',
  question: 'Question',
  answer: 'Answer',
  yes: 'Yes',
  no: 'No',
  attention: 'For your attention',
  medications: 'Medicines',
  allergies: 'Allergies',
  none: 'None given',
  photoConsent: 'Photos',
  photoConsents: { none: 'No photos', record: 'For her medical record only', marketing: 'Medical record and anonymised marketing' },
  language: { en: 'Signed in English', es: 'Signed in Spanish' },
};
