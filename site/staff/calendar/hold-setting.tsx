/**
 * The 'hold new in-person bookings for my confirmation' switch above the calendar
 * (docs/product/behaviour.md "Held bookings"): read from the server, saved at once, its sentence toasted.
 */
import { useEffect, useId, useState } from 'react';
import { toastSuccess } from '../../../src/toast/toast-service';
import { useStaffFailure } from '../use-staff-failure';
import { calendarApi } from './calendar-api';
import { calendarCopy as copy } from './calendar-copy';

export function HoldSetting() {
  const [hold, setHold] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const fail = useStaffFailure();
  const hintId = useId();

  useEffect(() => {
    let live = true;
    calendarApi.holdSetting().then(
      (answer) => live && setHold(answer.holdInPerson),
      (err: unknown) => live && fail(err),
    );
    return () => {
      live = false;
    };
  }, [fail]);

  const change = async (next: boolean) => {
    setSaving(true);
    try {
      const answer = await calendarApi.saveHoldSetting(next);
      setHold(answer.holdInPerson);
      toastSuccess(answer.message);
    } catch (err) {
      fail(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="calendar-hold">
      <label className="calendar-hold__label">
        <input type="checkbox" checked={hold === true} disabled={hold === null || saving} aria-describedby={hintId} onChange={(e) => void change(e.currentTarget.checked)} />
        {copy.hold.label}
      </label>
      <p className="staff-page__hint" id={hintId}>
        {copy.hold.hint}
      </p>
    </div>
  );
}
