/** An in-person appointment's health form status: done, not yet or flagged (never an answer). */
import type { HealthFormStatus } from './calendar-types';
import { healthFormCopy as copy } from './health-form-copy';

export function HealthFormBadge({ status }: { status: HealthFormStatus }) {
  return (
    <span className={`status-badge health-form-status health-form-status--${status}`}>
      {copy.status[status]}
      {status === 'flagged' && <span className="visually-hidden"> {copy.flaggedHint}</span>}
    </span>
  );
}
