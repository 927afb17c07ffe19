/**
 * The controls of moving or cancelling one appointment, the same on the mailed link's page and on
 * her profile: 'Choose another time' and 'Cancel appointment'; the cancel asked twice; the time
 * picker with the type kept, then 'Move my appointment' or 'Back'. Each page keeps its own state and
 * its own call (a link or her session); these only draw and report.
 */
import { useEffect, useRef } from 'react';
import type { AppointmentTypeId, SlotConflict, TimeChoice } from '../../src/booking/time-picker/appointment-types';
import { TimePicker } from '../../src/booking/time-picker/time-picker';
import type { AppointmentChangeCopy } from './appointment-change-copy';

export function ChangeChoices({ copy, canMove = true, canCancel = true, onMove, onCancel }: { copy: AppointmentChangeCopy; canMove?: boolean; canCancel?: boolean; onMove: () => void; onCancel: () => void }) {
  if (!canMove && !canCancel) return null;
  return (
    <div className="appointment-actions">
      {canMove && (
        <button type="button" className="btn btn-primary" onClick={onMove}>
          {copy.reschedule}
        </button>
      )}
      {canCancel && (
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {copy.cancel}
        </button>
      )}
    </div>
  );
}

export function CancelConfirm({ copy, busy, onConfirm, onKeep }: { copy: AppointmentChangeCopy; busy: boolean; onConfirm: () => void; onKeep: () => void }) {
  return (
    <div className="appointment-actions" role="group" aria-label={copy.cancel}>
      {/* the button that asked is gone: focus lands on the answer, so a keyboard user stays in place */}
      <button type="button" className="btn btn-primary" autoFocus disabled={busy} onClick={onConfirm}>
        {copy.confirmCancel}
      </button>
      <button type="button" className="btn btn-outline" onClick={onKeep}>
        {copy.keep}
      </button>
    </div>
  );
}

export function MoveControls({
  copy,
  idPrefix,
  type,
  choice,
  onChoice,
  conflict,
  busy,
  onMove,
  onBack,
}: {
  copy: AppointmentChangeCopy;
  idPrefix: string;
  type: AppointmentTypeId;
  choice: TimeChoice | null;
  onChoice: (choice: TimeChoice) => void;
  conflict: SlotConflict | null;
  busy: boolean;
  onMove: (start: string) => void;
  onBack: () => void;
}) {
  const chosenStart = choice?.kind === 'time' ? choice.start : null;
  const group = useRef<HTMLDivElement>(null);
  // 'Choose another time' is gone once pressed: the focus moves to what replaced it, so a keyboard
  // user goes on from there rather than from the top of the page
  useEffect(() => group.current?.focus(), []);
  return (
    <div className="appointment-move" role="group" aria-label={copy.moveGroup} tabIndex={-1} ref={group}>
      <TimePicker idPrefix={idPrefix} choice={choice ?? { kind: 'time', type, start: null }} onChoice={onChoice} conflict={conflict} fixedType={{ legend: copy.rescheduleHeading }} />
      <div className="appointment-actions">
        <button type="button" className="btn btn-primary" disabled={busy || !chosenStart} onClick={() => chosenStart && onMove(chosenStart)}>
          {copy.confirmTime}
        </button>
        <button type="button" className="btn btn-outline" onClick={onBack}>
          {copy.back}
        </button>
      </div>
    </div>
  );
}
