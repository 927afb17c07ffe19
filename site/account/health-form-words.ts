/** The health form panel's own words on her profile, in English (health-form-words.es.ts is the twin); the questions and consent are src/health-form/. */
export interface HealthFormWords {
  open: string;
  close: string;
  loading: string;
  failed: string;
  retry: string;
  notSigned: string;
  signedOn: (version: number, when: string) => string;
  flagged: string;
  agree: string;
  sign: string;
  signAgain: string;
  signing: string;
  locked: string;
  versions: string;
  download: (version: number) => string;
  questionsLegend: string;
}

export const healthFormWords: HealthFormWords = {
  open: 'Health form and consent',
  close: 'Close the health form',
  loading: 'Loading your health form…',
  failed: 'Your health form could not be loaded. Please try again.',
  retry: 'Try again',
  notSigned: 'Not signed yet. Please fill it in before your visit.',
  signedOn: (version, when) => `Signed on ${when} (version ${version}).`,
  flagged: 'The doctor will go over some of your answers with you before the treatment.',
  agree: 'I have read the consent to treatment and I agree to it.',
  sign: 'Sign',
  signAgain: 'Sign the changed form',
  signing: 'Signing…',
  locked: 'This appointment was cancelled or has taken place: its health form can be read but no longer changed.',
  versions: 'Signed versions',
  download: (version) => `Download version ${version} (PDF)`,
  questionsLegend: 'Health questions',
};
