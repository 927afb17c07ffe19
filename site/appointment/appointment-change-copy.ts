/**
 * The words of moving or cancelling an appointment, the same on the mailed link's page
 * (manage-copy.ts) and on her profile (site/account/account-care-copy.ts), in English.
 */
export interface AppointmentChangeCopy {
  /** her own clock's time, under the Miami time, when the two differ */
  yours: (when: string) => string;
  cancel: string;
  confirmCancel: string;
  keep: string;
  reschedule: string;
  rescheduleHeading: string;
  /** the name of everything that opens with 'Choose another time' (the picker is named by rescheduleHeading) */
  moveGroup: string;
  confirmTime: string;
  back: string;
}

export const appointmentChangeCopy: AppointmentChangeCopy = {
  yours: (when) => `That is ${when} your time.`,
  cancel: 'Cancel appointment',
  confirmCancel: 'Yes, cancel it',
  keep: 'Keep it',
  reschedule: 'Choose another time',
  rescheduleHeading: 'Choose another time',
  moveGroup: 'Move this appointment',
  confirmTime: 'Move my appointment',
  back: 'Back',
};
