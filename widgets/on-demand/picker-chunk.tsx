/**
 * The picker part of <clinic-booking>: the time picker and the booked time's confirmation
 * (src/booking/time-picker/), with their words in both languages and their styles, fetched when
 * a page shows the booking widget (picker-proxy.tsx).
 */
import pickerCss from '../../src/booking/time-picker/time-picker.css?inline';

export { AppointmentStep } from '../../src/booking/time-picker/appointment-step';
export const css = pickerCss;
