/**
 * The course's audit log (course_audit, migration 075): who changed what on a day or an enrollment,
 * and when. Written in the transaction of the change it records; only ever added to.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { CourseAuditTable } from '../db/course-tables';
import type { CourseAuditAction } from '../../src/courses/course-audit-actions';

export type CourseAuditRow = Selectable<CourseAuditTable>;

export type { CourseAuditAction };

export interface CourseActor {
  staffId: number;
  email: string;
}

export interface CourseAuditEntry {
  dayId: number;
  enrollmentId?: number | null;
  action: CourseAuditAction;
  detail?: string;
}

export async function writeCourseAudit(db: Kysely<Database>, actor: CourseActor, entry: CourseAuditEntry, now: number): Promise<void> {
  await db
    .insertInto('course_audit')
    .values({
      day_id: entry.dayId,
      enrollment_id: entry.enrollmentId ?? null,
      staff_id: actor.staffId,
      actor: actor.email,
      action: entry.action,
      // the column holds 1,000 characters: a long detail (a payment note, names) is cut, never refused
      detail: (entry.detail ?? '').slice(0, 1000),
      created_at: now,
    })
    .execute();
}

/** A day's trail, newest first: its own changes and those of its enrollments (a move is on both days). */
export async function courseAuditOf(db: Kysely<Database>, dayId: number, limit = 500): Promise<CourseAuditRow[]> {
  return db.selectFrom('course_audit').selectAll().where('day_id', '=', dayId).orderBy('id', 'desc').limit(limit).execute();
}
