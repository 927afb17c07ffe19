/** The availability call of docs/product/api.md "Appointments": the free times of one type over clinic dates `from`..`to`. */
import { get } from '../../api/http-client';
import type { Locale } from '../../i18n/locale';
import type { AppointmentTypeId, AvailabilityAnswer } from './appointment-types';

export async function fetchAvailability(type: AppointmentTypeId, from: string, to: string, locale: Locale): Promise<AvailabilityAnswer> {
  const query = new URLSearchParams({ type, from, to, lang: locale });
  const { data } = await get<AvailabilityAnswer>(`/api/appointments/availability?${query}`, locale);
  if (!data || !Array.isArray(data.days)) throw new Error('The availability call answered without days.');
  return data;
}
