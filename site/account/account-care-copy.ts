/**
 * The words of her care in the account: the page of the mailed link that confirms her e-mail and
 * 'Your appointments' on her profile. Apart from account-copy.ts because the site's frame carries
 * that file's menu words on every page, and these belong to the profile alone.
 */
import { appointmentChangeCopy, type AppointmentChangeCopy } from '../appointment/appointment-change-copy';

/** The page of the mailed link that confirms her e-mail (/verify-email). */
export interface VerifyEmailCopy {
  heading: string;
  confirming: string;
  incompleteLink: string;
  toProfile: string;
  failed: string;
  retry: string;
}

/** 'Your appointments' on her profile (docs/product/screens.md "Profile"). */
export interface AppointmentsCopy extends AppointmentChangeCopy {
  heading: string;
  loading: string;
  failed: string;
  retry: string;
  confirmHeading: string;
  confirmExplain: (email: string) => string;
  sendAgain: string;
  sending: string;
  upcoming: string;
  past: string;
  noneUpcoming: string;
  nonePast: string;
  callBacks: string;
  callBackSent: (when: string) => string;
  callBackStatus: Record<'waiting' | 'contacted' | 'closed', string>;
  status: Record<'booked' | 'pending' | 'attended' | 'no-show' | 'cancelled', string>;
  when: (type: string, when: string) => string;
  bookAgain: string;
}

export const verifyEmailCopy: VerifyEmailCopy = {
  heading: 'Confirm your e-mail',
  confirming: 'Confirming your e-mail…',
  incompleteLink: 'This confirmation link is incomplete. Please open the link from your e-mail again, or ask for a new one from your profile.',
  toProfile: 'Go to my profile',
  failed: 'We could not reach the clinic. Please check your connection.',
  retry: 'Try again',
};

export const appointmentsCopy: AppointmentsCopy = {
  ...appointmentChangeCopy,
  heading: 'Your appointments',
  loading: 'Loading your appointments…',
  failed: 'We could not load your appointments. Please check your connection.',
  retry: 'Try again',
  confirmHeading: 'Confirm your e-mail',
  confirmExplain: (email) =>
    `Your appointments appear here once you confirm that ${email} is yours: open the link we e-mailed to it. No e-mail from us? Check your spam folder, or send the link again.`,
  sendAgain: 'Send the link again',
  sending: 'Sending…',
  upcoming: 'Coming up',
  past: 'Earlier',
  noneUpcoming: 'You have no consultation coming up.',
  nonePast: 'Nothing here yet.',
  callBacks: 'Call-back requests',
  callBackSent: (when) => `Sent ${when}.`,
  callBackStatus: {
    waiting: 'We will call you soon.',
    contacted: 'We have called you.',
    closed: 'Done.',
  },
  status: {
    booked: 'Booked',
    pending: 'Waiting for the clinic to confirm',
    attended: 'Attended',
    'no-show': 'Missed',
    cancelled: 'Cancelled',
  },
  when: (type, when) => `${type}, ${when} (Miami time)`,
  bookAgain: 'Book again',
};
