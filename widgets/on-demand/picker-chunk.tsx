/**
 * The picker part of <clinic-booking>, fetched when a page shows the booking widget
 * (picker-part.tsx): the appointment step (src/booking/time-picker/: the time picker and the
 * booked time's confirmation, their words in both languages, their styles) and the 'Types of
 * Consultations' column beside it.
 */
import pickerCss from '../../src/booking/time-picker/time-picker.css?inline';

export { AppointmentStep } from '../../src/booking/time-picker/appointment-step';
export { ConsultationTypesList } from '../../src/booking/consultation-types-list';
export const css = pickerCss;
