/**
 * The clinic's course calls under /api/staff, behind the staff guard (server/staff/staff-guard.ts:
 * a staff session, and on every change the staff XSRF header and a same-origin request): the days
 * with their counts, adding, editing and cancelling a day, a day's roster with its audit trail and
 * its CSV, and per enrollment: payment, cancel, move and the check-in. Each change writes a row of
 * course_audit with who and when, in the change's own transaction.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireJson } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { actorOf, staffOnly } from '../staff';
import type { CourseContext } from './course-context';
import { findDay } from './course-repository';
import { findEnrollment, rosterOf } from './enrollment-repository';
import { courseAuditOf, writeCourseAudit } from './course-audit-repository';
import { cancelDay, createDay, editDay } from './course-day-changes';
import { cancelByStaff, checkIn, moveByStaff, recordPayment } from './staff-enrollment-changes';
import { checkInOf, pathIdOf, paymentNoteOf, readDayFields } from './staff-course-request';
import { dayIdOf, bodyField } from './course-request';
import { listAllDays } from './staff-course-repository';
import { auditView, rosterEntry, rosterView, staffDayViews } from './staff-course-views';
import { rosterCsv, rosterFileName } from './roster-csv';
import { staffCourseOperations as ops } from './staff-course-operations';
import { staffCourseText as text } from './staff-course-text';
import { COURSE_ZONE } from './course-time';
import type { EnrollmentRow } from './enrollment-repository';
import type { MissingScripts } from '../i18n/pdf-text-line';

export interface StaffCourseOptions {
  context: () => CourseContext;
  /** after an enrollment is marked attended and committed: her certificate (server/courses/certificates.ts) */
  attended?: (context: CourseContext, enrollmentId: number, missing?: MissingScripts) => Promise<unknown>;
}

export const staffCourseRoutes: FastifyPluginAsync<StaffCourseOptions> = async (app, { context, attended }) => {
  app.addHook('onRequest', staffOnly);
  const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ success: false, message });
  const oneDay = async (id: number, now: number) => {
    const day = await findDay(app.db, id);
    return day ? (await staffDayViews(app.db, [day], now))[0] : undefined;
  };
  /** The enrollment as the roster shows it, with her waitlist place when she waits. */
  const entryOf = async (row: EnrollmentRow) => {
    const place = row.status === 'waiting' ? (await rosterView(app.db, row.day_id)).find((e) => e.id === row.id)?.place ?? null : null;
    return rosterEntry(row, place);
  };

  app.get('/courses', replyShapes(ops.staffCourseDays), async (_request, reply) => {
    const now = app.clock();
    reply.header('cache-control', 'no-store');
    return { success: true, zone: COURSE_ZONE, days: await staffDayViews(app.db, await listAllDays(app.db, now), now) };
  });

  app.post('/courses', { ...replyShapes(ops.staffCreateCourseDay), onRequest: requireJson }, async (request, reply) => {
    const fields = readDayFields(request.body);
    if (!fields) return refuse(reply, 400, text.badDay);
    const ctx = context();
    if (fields.starts_at <= ctx.now) return refuse(reply, 400, text.pastDay);
    const day = await createDay(ctx, actorOf(request), fields);
    return reply.status(201).send({ success: true, message: text.created, day: await oneDay(day.id, ctx.now) });
  });

  app.get('/courses/:id', replyShapes(ops.staffCourseRoster), async (request, reply) => {
    const id = pathIdOf(request.params);
    const now = app.clock();
    const day = id === null ? undefined : await oneDay(id, now);
    if (!day) return refuse(reply, 404, text.dayNotFound);
    reply.header('cache-control', 'no-store');
    return { success: true, day, enrollments: await rosterView(app.db, day.id), audit: (await courseAuditOf(app.db, day.id)).map(auditView) };
  });

  app.put('/courses/:id', { ...replyShapes(ops.staffEditCourseDay), onRequest: requireJson }, async (request, reply) => {
    const id = pathIdOf(request.params);
    if (id === null || !(await findDay(app.db, id))) return refuse(reply, 404, text.dayNotFound);
    const fields = readDayFields(request.body);
    if (!fields) return refuse(reply, 400, text.badDay);
    const ctx = context();
    const edited = await editDay(ctx, actorOf(request), id, fields);
    if (edited.result === 'seats') return refuse(reply, 409, text.seatsBelowTaken(edited.taken));
    if (edited.result !== 'saved') return edited.result === 'gone' ? refuse(reply, 404, text.dayNotFound) : refuse(reply, 409, edited.result === 'locked' ? text.timesLocked : text.dayNotOpen);
    if (edited.offers > 0) app.mailer.wake();
    return { success: true, message: text.saved, day: await oneDay(id, ctx.now) };
  });

  app.post('/courses/:id/cancel', replyShapes(ops.staffCancelCourseDay), async (request, reply) => {
    const id = pathIdOf(request.params);
    if (id === null) return refuse(reply, 404, text.dayNotFound);
    const ctx = context();
    const done = await cancelDay(ctx, actorOf(request), id);
    if (done.result !== 'cancelled') return done.result === 'gone' ? refuse(reply, 404, text.dayNotFound) : refuse(reply, 409, done.result === 'started' ? text.dayStarted : text.dayNotOpen);
    app.mailer.wake();
    return { success: true, message: text.dayCancelled(done.told), day: await oneDay(id, ctx.now) };
  });

  app.get('/courses/:id/roster.csv', replyShapes(ops.staffCourseRosterCsv), async (request, reply) => {
    const id = pathIdOf(request.params);
    const day = id === null ? undefined : await findDay(app.db, id);
    if (!day) return refuse(reply, 404, text.dayNotFound);
    const rows = await rosterOf(app.db, day.id);
    // the file carries every participant's contact details: who took it is on the day's trail
    await writeCourseAudit(app.db, actorOf(request), { dayId: day.id, action: 'roster_exported', detail: `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}` }, app.clock());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${rosterFileName(day)}"`)
      .header('cache-control', 'no-store')
      .send(rosterCsv(rows));
  });

  app.post('/courses/enrollments/:id/payment', { ...replyShapes(ops.staffCoursePayment), onRequest: requireJson }, async (request, reply) => {
    const id = pathIdOf(request.params);
    if (id === null || !(await findEnrollment(app.db, id))) return refuse(reply, 404, text.enrollmentNotFound);
    const note = paymentNoteOf(request.body);
    if (note === null) return refuse(reply, 400, text.badNote);
    const done = await recordPayment(context(), actorOf(request), id, note);
    if (!done) return refuse(reply, 409, text.notPayable);
    app.mailer.wake();
    return { success: true, message: text.paid, enrollment: await entryOf(done.row) };
  });

  app.post('/courses/enrollments/:id/cancel', replyShapes(ops.staffCourseCancelEnrollment), async (request, reply) => {
    const id = pathIdOf(request.params);
    if (id === null || !(await findEnrollment(app.db, id))) return refuse(reply, 404, text.enrollmentNotFound);
    const done = await cancelByStaff(context(), actorOf(request), id);
    if (!done) return refuse(reply, 409, text.notCancellable);
    app.mailer.wake();
    return { success: true, message: text.enrollmentCancelled, enrollment: await entryOf(done.row) };
  });

  app.post('/courses/enrollments/:id/move', { ...replyShapes(ops.staffCourseMoveEnrollment), onRequest: requireJson }, async (request, reply) => {
    const id = pathIdOf(request.params);
    if (id === null || !(await findEnrollment(app.db, id))) return refuse(reply, 404, text.enrollmentNotFound);
    const to = dayIdOf(bodyField(request.body, 'day_id'));
    if (to === null) return refuse(reply, 400, text.badMoveDay);
    const moved = await moveByStaff(context(), actorOf(request), id, to);
    if (moved.result !== 'moved' || !moved.row) {
      const message = { full: text.moveFull, gone: text.moveFull, same: text.moveSame, not_movable: text.notMovable, moved: text.moved }[moved.result];
      return refuse(reply, 409, message);
    }
    app.mailer.wake();
    return { success: true, message: text.moved, enrollment: await entryOf(moved.row) };
  });

  app.post('/courses/enrollments/:id/check-in', { ...replyShapes(ops.staffCourseCheckIn), onRequest: requireJson }, async (request, reply) => {
    const id = pathIdOf(request.params);
    if (id === null || !(await findEnrollment(app.db, id))) return refuse(reply, 404, text.enrollmentNotFound);
    const what = checkInOf(request.body);
    if (what === null) return refuse(reply, 400, text.badCheckIn);
    const ctx = context();
    const done = await checkIn(ctx, actorOf(request), id, what);
    if (done.result !== 'done') return done.result === 'gone' ? refuse(reply, 404, text.enrollmentNotFound) : refuse(reply, 409, done.result === 'day_cancelled' ? text.dayClosedForCheckIn : text.notCheckable);
    let row = done.row;
    if (what === 'attended' && attended) {
      // the check-in is committed whatever the certificate does; a failure is logged, and she is still attended
      try {
        await attended(context(), id, (scripts) => request.log.warn({ enrollmentId: id, scripts }, 'certificate name has letters no embedded font has: printed as boxes'));
        app.mailer.wake();
        row = (await findEnrollment(app.db, id)) ?? row;
      } catch (err) {
        request.log.error({ err, enrollmentId: id }, 'certificate after check-in failed');
      }
    }
    return { success: true, message: text.checkedIn[what], enrollment: await entryOf(row) };
  });
};
