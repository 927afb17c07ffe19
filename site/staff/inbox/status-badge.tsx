import { staffCopy, type StaffLeadStatus } from '../staff-copy';

/** A lead's status as a word in a coloured pill: the colour helps, the word carries the meaning. */
export function StatusBadge({ status }: { status: StaffLeadStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{staffCopy.statuses[status] ?? status}</span>;
}
