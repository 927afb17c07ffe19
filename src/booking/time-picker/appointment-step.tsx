/**
 * The booking form's appointment step: the picker while the visitor chooses, the confirmation once
 * the time is booked. One component, so the widget loads both as its on-demand `picker` part
 * (widgets/on-demand/picker-proxy.tsx stands in for this module there).
 */
import type { BookedAppointment } from './appointment-types';
import { BookedTime } from './booked-time';
import { TimePicker, type TimePickerProps } from './time-picker';

export type AppointmentStepProps = ({ booked: BookedAppointment } | (TimePickerProps & { booked?: undefined })) & { zone?: string };

export function AppointmentStep(props: AppointmentStepProps) {
  return props.booked ? <BookedTime booked={props.booked} zone={props.zone} /> : <TimePicker {...props} />;
}
