/** The words of the appointment self-service page (docs/product/screens.md "Appointment self-service"), in English. */
import { appointmentChangeCopy, type AppointmentChangeCopy } from './appointment-change-copy';

export interface ManageCopy extends AppointmentChangeCopy {
  heading: string;
  loading: string;
  when: (type: string, when: string) => string;
  cancelled: string;
  goneHeading: string;
  /** a link a change retired, shown with the appointment as it stands now */
  changedHeading: string;
  gone: string;
  bookAgain: string;
  failed: string;
  retry: string;
}

export const manageCopy: ManageCopy = {
  ...appointmentChangeCopy,
  heading: 'Your appointment',
  loading: 'Loading your appointment…',
  when: (type, when) => `${type}, ${when} (Miami time).`,
  cancelled: 'This appointment is cancelled.',
  goneHeading: 'This link no longer works',
  changedHeading: 'Your appointment has changed',
  gone: 'The link has been used already or has expired. Each link in our e-mails works once, until the appointment starts.',
  bookAgain: 'Book a consultation',
  failed: 'We could not reach the clinic. Please check your connection.',
  retry: 'Try again',
};
