/**
 * The public course calls: the upcoming days, and enrolling (a seat, or the waitlist when the day
 * is full and she asked for it). Enrolling is throttled per address, needs a proof of work, and is
 * decided by the database (enrollment.ts, seats.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../i18n/locale-plugin';
import { requireJson } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { ProofSpentError } from '../proof-of-work';
import { courseOperations as ops } from './course-operations';
import { courseTextFor } from './course-texts';
import { findDay, listUpcomingDays, waitingCounts } from './course-repository';
import { readEnrollment } from './enrollment-request';
import { CourseRefusal, enroll } from './enrollment';
import { bodyField } from './course-request';
import { dayView, enrollmentView } from './course-views';
import type { CourseContext } from './course-context';

export const publicCourseRoutes: FastifyPluginAsync<{ context: () => CourseContext }> = async (app, { context }) => {
  app.get('/api/courses/days', replyShapes(ops.courseDays), async (_request, reply) => {
    const now = app.clock();
    const days = await listUpcomingDays(app.db, now);
    const waiting = await waitingCounts(app.db, days.map((d) => d.id));
    reply.header('cache-control', 'no-store');
    return { success: true, days: days.map((d) => dayView(d, waiting.get(d.id) ?? 0, now)) };
  });

  app.post(
    '/api/courses/enroll',
    { ...replyShapes(ops.enrollInCourse), onRequest: [requireJson], config: { rateLimit: app.attemptLimits.perIp('courseEnroll') } },
    async (request, reply) => {
      const locale = localeOf(request);
      const text = courseTextFor(locale);
      const checked = readEnrollment(request.body, locale);
      if (!checked.ok) return reply.status(400).send({ success: false, message: Object.values(checked.errors)[0] ?? text.field.dayRequired, errors: checked.errors });
      const proof = await app.proofOfWork.check(bodyField(request.body, 'proof_of_work'));
      if (!proof.ok) {
        request.log.info({ why: proof.why }, 'enrollment without a valid proof of work refused');
        return reply.status(400).send({ success: false, message: text.proofRefused, errors: { proof_of_work: text.proofRefused } });
      }
      const ctx = context();
      try {
        const done = await enroll(ctx, checked.fields, locale, proof);
        app.mailer.wake();
        const message = done.enrollment.status === 'waiting' ? text.waiting(done.place ?? 1) : text.enrolled;
        return { success: true, message, enrollment: await enrollmentView(app.db, done.enrollment, done.day, ctx.now) };
      } catch (err) {
        if (err instanceof ProofSpentError) return reply.status(400).send({ success: false, message: text.proofRefused, errors: { proof_of_work: text.proofRefused } });
        if (!(err instanceof CourseRefusal)) throw err;
        if (err.reason === 'gone') return reply.status(404).send({ success: false, message: text.dayGone });
        const day = await findDay(app.db, checked.fields.day_id);
        const left = day ? Math.max(0, day.seats - day.taken) : 0;
        if (err.reason === 'closed') return reply.status(409).send({ success: false, code: 'closed', message: text.closed, seats_left: left });
        if (err.reason === 'already') return reply.status(409).send({ success: false, code: 'already_enrolled', message: text.alreadyEnrolled, seats_left: left });
        return reply.status(409).send({ success: false, code: 'full', message: text.full(left), seats_left: left });
      }
    },
  );
};
