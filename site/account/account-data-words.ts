/** 'Your data' on her profile, in English (account-data-words.es.ts is the twin): her mail setting, her data download and closing her account. */
export interface AccountDataWords {
  heading: string;
  mailHeading: string;
  mailLabel: string;
  mailHint: string;
  downloadHeading: string;
  downloadText: string;
  download: string;
  closeHeading: string;
  closeKept: (years: number) => string;
  closeRest: string;
  password: string;
  close: string;
  closing: string;
  closedHeading: string;
  failed: string;
}

export const accountDataWords: AccountDataWords = {
  heading: 'Your data',
  mailHeading: 'Invitations by e-mail',
  mailLabel: 'Send me invitations, such as the one to my follow-up visit',
  mailHint: 'Mail about your appointments and your care comes either way. Each invitation also has a one-click unsubscribe link.',
  downloadHeading: 'Download your data',
  downloadText: 'Everything we hold about your account as one file (JSON): your details, your requests and appointments, your mail setting and the health forms you signed, each with a link to its PDF.',
  download: 'Download my data',
  closeHeading: 'Close your account',
  closeKept: (years: number) =>
    `Your signed health forms and consents are your medical record: the law asks the clinic to keep them, so we keep them for ${years} years after you last signed, then delete them. Deleting a request or an appointment does not remove them.`,
  closeRest: 'Everything else goes at once: your account, your details, your requests and appointments (one still to come is cancelled and we tell you by e-mail) and your mail setting.',
  password: 'Your password',
  close: 'Close my account',
  closing: 'Closing…',
  closedHeading: 'Your account is closed',
  failed: 'We could not do that just now. Please try again.',
};
