/**
 * The words of the passkey parts of /staff/second-factor (staff pages are English only, as
 * staff-copy.ts): using a passkey instead of a code, setting one up instead of an app, and her list.
 */
export const staffPasskeyCopy = {
  /** the nav bar's link to her passkeys */
  nav: 'Passkeys',
  use: 'Use a passkey',
  using: 'Waiting for your passkey…',
  /** the sign-in step: beside the code, or alone when she has no app */
  signInIntro: 'Or use your passkey: your phone’s or computer’s fingerprint, face or screen lock.',
  signInOnlyIntro: (email: string) => `Use the passkey you set up for ${email || 'your staff account'}: your phone’s or computer’s fingerprint, face or screen lock.`,
  signInHeading: 'Finish signing in',
  /** the set-up: the easier choice first */
  enrolPasskeyHeading: 'Easiest: a passkey',
  enrolPasskeyIntro: 'Sign in with your phone’s or computer’s fingerprint, face or screen lock. Nothing to type.',
  enrolAppHeading: 'Or: an authenticator app',
  cancelled: 'The passkey was not used (cancelled, or it took too long). Please try again.',
  unsupported: 'This browser cannot use passkeys. Please use an authenticator app, or another browser.',
  /** her passkeys, when signed in */
  listHeading: 'Your passkeys',
  listIntro: 'Passkeys that can finish your sign-in. Remove one you no longer use (a lost or replaced phone): it can no longer sign in.',
  none: 'You have no passkey yet.',
  item: (n: number) => `Passkey ${n}`,
  /** before the dates, each a <time> */
  added: 'Added ',
  lastUsed: 'last used ',
  neverUsed: 'not used yet',
  add: 'Add a passkey',
  adding: 'Adding…',
  remove: 'Remove',
  removeLabel: (n: number) => `Remove passkey ${n}`,
  removing: 'Removing…',
  back: 'Back to the staff pages',
} as const;
