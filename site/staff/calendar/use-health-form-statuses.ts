/**
 * The health form status of the in-person appointments on show, for roles that may see it
 * (health_forms.status): asked once per list, kept by appointment id. A failure leaves the statuses
 * out rather than blocking the calendar; the status is a hint, the answers view is the record.
 */
import { useEffect, useState } from 'react';
import { useStaffMay } from '../staff-access';
import { calendarApi } from './calendar-api';
import type { HealthFormStatus } from './calendar-types';

export function useHealthFormStatuses(appointments: readonly { id: number; type: string }[]): ReadonlyMap<number, HealthFormStatus> {
  const may = useStaffMay('health_forms.status');
  const ids = appointments.filter((a) => a.type === 'in-person').map((a) => a.id);
  const key = ids.join(',');
  const [statuses, setStatuses] = useState<ReadonlyMap<number, HealthFormStatus>>(new Map());
  useEffect(() => {
    if (!may || key === '') return;
    let live = true;
    calendarApi.healthFormStatuses(key.split(',').map(Number)).then(
      (forms) => live && setStatuses(new Map(forms.map((f) => [f.appointment_id, f.status]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [may, key]);
  return statuses;
}
