/** The health form calls' answers in English (health-form-text.es.ts is the Spanish twin). None repeats an answer she gave. */
export interface HealthFormText {
  confirmFirst: string;
  notInAccount: string;
  notInPerson: string;
  noSuchVersion: string;
  cannotSign: string;
  answersInvalid: string;
  textTooLong: string;
  photoConsentInvalid: string;
  consentOutdated: string;
  consentNotAccepted: string;
  nameInvalid: string;
  changedMeanwhile: string;
  signed: string;
  cannotOpen: string;
}

export const healthFormText: HealthFormText = {
  confirmFirst: 'Please confirm your e-mail first: open the link we sent to it.',
  notInAccount: 'This appointment is not in your account.',
  notInPerson: 'A health form is only needed for an in-person visit.',
  noSuchVersion: 'This version of your health form does not exist.',
  cannotSign: 'This appointment was cancelled or has already taken place: its health form can no longer be changed.',
  answersInvalid: 'Please answer every question with yes or no.',
  textTooLong: 'Medicines and allergies may be at most 1000 characters each.',
  photoConsentInvalid: 'Please choose what may be done with photos of the treated area.',
  consentOutdated: 'The consent text has changed since you opened the form. Please read it again and sign.',
  consentNotAccepted: 'Please agree to the consent to treatment before you sign.',
  nameInvalid: 'Please type your full name (2 to 120 characters) to sign.',
  changedMeanwhile: 'Your health form was changed at the same moment somewhere else. Please open it again.',
  signed: 'Thank you: your health form is signed.',
  cannotOpen: 'Your health form cannot be read right now. The clinic has been told; please try again later.',
};
