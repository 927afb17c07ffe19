/** Who changed what on a course day, newest first (course_audit). Read only: nothing here edits it. */
import { coursesCopy } from './courses-copy';
import type { CourseAuditAction, CourseAuditEntry } from './courses-types';
import { miamiTime } from './course-dates';

const copy = coursesCopy.audit;
const actionName = (action: string) => copy.actions[action as CourseAuditAction] ?? action;

export function CourseAuditTrail({ entries }: { entries: CourseAuditEntry[] }) {
  return (
    <section className="staff-panel course-audit" aria-labelledby="course-audit-heading">
      <h2 id="course-audit-heading">{copy.heading}</h2>
      <p className="staff-page__hint">{copy.intro}</p>
      {entries.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ol className="audit-history">
          {entries.map((a) => (
            <li key={a.id} className="audit-history__entry">
              <time dateTime={a.at}>{miamiTime(a.at)}</time>
              <span className="audit-history__actor">{a.actor}</span>
              <span className="audit-history__what">{a.detail ? `${actionName(a.action)}: ${a.detail}` : actionName(a.action)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
