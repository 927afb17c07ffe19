/**
 * Stands in for src/booking/consultation-types-list.tsx inside the widget bundle: the 'Types of
 * Consultations' column comes with the `picker` part (picker-part.tsx), beside the picker that
 * offers the same types, so their words are not in every partner page's script.
 */
import { fromPickerPart } from './picker-part';

export const ConsultationTypesList = fromPickerPart((part) => part.ConsultationTypesList);
