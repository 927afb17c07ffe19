/** What her data calls answer, in English (account-data-text.es.ts: Spanish). */
export const accountDataText = {
  passwordNeeded: 'Please type your password to close your account.',
  wrongPassword: 'That password is not right. Your account is still open.',
  closed: (years: number, kept: boolean): string =>
    kept
      ? `Your account is closed and you are signed out. We keep your signed health forms and consents, as the law asks of a medical record, for ${years} years after you last signed; then we delete them. Everything else is deleted.`
      : 'Your account is closed and you are signed out. Everything we held about your account is deleted.',
  noSuchForm: 'There is no such signed form in your account.',
  cannotOpen: 'Your signed forms cannot be opened right now. Please try again later or call the clinic.',
};
