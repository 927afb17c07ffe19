/** Stands in for src/booking/time-picker/appointment-step.tsx inside the widget bundle: the step comes with the `picker` part (picker-part.tsx). */
import { fromPickerPart } from './picker-part';

export const AppointmentStep = fromPickerPart((part) => part.AppointmentStep);
