/** Who viewed, changed, exported or deleted the lead, newest first. Read only: nothing here edits it. */
import { clinicTime, isoTime } from '../format-time';
import { staffCopy } from '../staff-copy';
import type { AuditEntry } from '../staff-types';

/** the actors that are no staff member (server/staff/lead-retention.ts, server/appointments/lead-status.ts) */
const RETENTION_ACTOR = 'retention';
const PATIENT_ACTOR = 'patient';

const actorName = (actor: string) => (actor === RETENTION_ACTOR ? staffCopy.audit.retentionActor : actor === PATIENT_ACTOR ? staffCopy.audit.patientActor : actor);

export function describeAudit(entry: AuditEntry): string {
  const words = staffCopy.audit[entry.action];
  return words ? words(entry.detail) : entry.action;
}

export function AuditHistory({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className="audit-history">
      {entries.map((entry) => (
        <li key={entry.id} className="audit-history__entry">
          <time dateTime={isoTime(entry.created_at)}>{clinicTime(entry.created_at)}</time>
          <span className="audit-history__actor">{actorName(entry.actor)}</span>
          <span className="audit-history__what">{describeAudit(entry)}</span>
        </li>
      ))}
    </ol>
  );
}
