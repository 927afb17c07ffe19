/**
 * Her own page's calls, behind the link in every mail (read, calendar, cancel, move), and a
 * waitlist offer's (read, take the seat, no thanks). An unknown, used or expired link answers 410
 * with a sentence in her language.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { localeOf } from '../i18n/locale-plugin';
import { requireJson } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { courseOperations as ops } from './course-operations';
import { courseTextFor } from './course-texts';
import { findDay } from './course-repository';
import { peekCourseToken } from './course-token-repository';
import { findEnrollment, SEAT_HOLDING } from './enrollment-repository';
import { acceptOffer, cancelByHer, declineOffer, moveToDay } from './enrollment-changes';
import { bodyField, dayIdOf, ENROLLMENT_TOKEN_HEADER, OFFER_TOKEN_HEADER, tokenOf } from './course-request';
import { enrollmentView } from './course-views';
import type { CourseContext } from './course-context';
import { invitation } from '../mail/calendar-invitation';
import { courseMailText as en } from './course-mail';
import { courseMailText as es } from './course-mail.es';
import { certificatePdf } from './certificates';
import { certificateMessagesFor } from './certificate-messages';
import { certificateOperations } from './certificate-operations';

const ENDED = ['cancelled', 'declined', 'expired', 'moved'];

export const enrollmentRoutes: FastifyPluginAsync<{ context: () => CourseContext }> = async (app, { context }) => {
  const gone = (reply: FastifyReply, message: string) => reply.status(410).send({ success: false, message });

  /** The enrollment her page's token opens (ended ones too: the page then says so), or null. */
  const opened = async (raw: unknown, now: number) => {
    const token = tokenOf(raw);
    const id = token ? await peekCourseToken(app.db, token, 'manage', now) : null;
    const row = id === null ? undefined : await findEnrollment(app.db, id);
    const day = row ? await findDay(app.db, row.day_id) : undefined;
    return row && day ? { token: token as string, row, day } : null;
  };

  app.get('/api/courses/enrollment', replyShapes(ops.getCourseEnrollment), async (request, reply) => {
    const text = courseTextFor(localeOf(request));
    const now = app.clock();
    const found = await opened(request.headers[ENROLLMENT_TOKEN_HEADER], now);
    if (!found) return gone(reply, text.linkGone);
    reply.header('cache-control', 'no-store');
    return { success: true, enrollment: await enrollmentView(app.db, found.row, found.day, now) };
  });

  app.get('/api/courses/enrollment/calendar', replyShapes(ops.courseEnrollmentCalendar), async (request, reply) => {
    const text = courseTextFor(localeOf(request));
    const now = app.clock();
    const found = await opened(request.headers[ENROLLMENT_TOKEN_HEADER], now);
    const holds = found && (SEAT_HOLDING as readonly string[]).includes(found.row.status);
    if (!found || (!holds && !ENDED.includes(found.row.status))) return gone(reply, text.linkGone);
    const { row, day } = found;
    const words = row.language === 'es' ? es : en;
    const ics = invitation({
      product: 'training-course',
      method: holds ? 'REQUEST' : 'CANCEL',
      uid: row.uid,
      sequence: row.sequence,
      start: day.starts_at,
      end: day.ends_at,
      summary: words.courseName,
      description: words.where,
      location: words.where,
      url: '',
      attendee: { name: `${row.first_name} ${row.last_name}`, email: row.email },
      organizerEmail: app.config.clinicNotifyEmail,
      now,
    });
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="training-${day.date}.ics"`)
      .type('text/calendar; charset=utf-8')
      .send(ics.content);
  });

  // her certificate again, made from the stored number as it was mailed; a revoked one is not handed out
  app.get('/api/courses/enrollment/certificate', replyShapes(certificateOperations.courseEnrollmentCertificate), async (request, reply) => {
    const locale = localeOf(request);
    const found = await opened(request.headers[ENROLLMENT_TOKEN_HEADER], app.clock());
    if (!found) return gone(reply, courseTextFor(locale).linkGone);
    const { row, day } = found;
    if (row.status !== 'attended' || row.certificate_code === null || row.certificate_revoked_at !== null) {
      return reply.status(404).send({ success: false, message: certificateMessagesFor(locale).notYours });
    }
    const pdf = await certificatePdf(row, day, app.config.siteUrl, row.certificate_code, row.certificate_issued_at ?? day.ends_at, (scripts) =>
      request.log.warn({ enrollmentId: row.id, scripts }, 'certificate name has letters no embedded font has: printed as boxes'),
    );
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${pdf.filename}"`)
      .type('application/pdf')
      .send(pdf.content);
  });

  app.post('/api/courses/enrollment/cancel', { ...replyShapes(ops.cancelCourseEnrollment), onRequest: [requireJson] }, async (request, reply) => {
    const text = courseTextFor(localeOf(request));
    const ctx = context();
    const found = await opened(bodyField(request.body, 'token'), ctx.now);
    if (!found) return gone(reply, text.linkGone);
    const done = await cancelByHer(ctx, found.row.id);
    if (!done) return gone(reply, text.cannotCancel);
    app.mailer.wake();
    return { success: true, message: done === 'left' ? text.leftWaitlist : text.cancelled };
  });

  app.post('/api/courses/enrollment/move', { ...replyShapes(ops.moveCourseEnrollment), onRequest: [requireJson] }, async (request, reply) => {
    const text = courseTextFor(localeOf(request));
    const ctx = context();
    const found = await opened(bodyField(request.body, 'token'), ctx.now);
    if (!found || ENDED.includes(found.row.status)) return gone(reply, text.linkGone);
    const to = dayIdOf(bodyField(request.body, 'day_id'));
    if (to === null) return reply.status(409).send({ success: false, message: text.field.dayRequired });
    const moved = await moveToDay(ctx, found.row.id, to);
    if (moved.result !== 'moved' || !moved.row || !moved.day) {
      const message = { full: text.moveFull, same: text.moveSame, not_movable: text.cannotMove, gone: text.closed, moved: text.moved }[moved.result];
      return reply.status(409).send({ success: false, message });
    }
    app.mailer.wake();
    return { success: true, message: text.moved, enrollment: await enrollmentView(app.db, moved.row, moved.day, ctx.now) };
  });

  app.get('/api/courses/offer', replyShapes(ops.getCourseOffer), async (request, reply) => {
    const text = courseTextFor(localeOf(request));
    const now = app.clock();
    const token = tokenOf(request.headers[OFFER_TOKEN_HEADER]);
    const id = token ? await peekCourseToken(app.db, token, 'offer', now) : null;
    const row = id === null ? undefined : await findEnrollment(app.db, id);
    const day = row ? await findDay(app.db, row.day_id) : undefined;
    if (!row || !day || row.status !== 'offered' || (row.offer_expires_at ?? 0) <= now) return gone(reply, text.offerGone);
    reply.header('cache-control', 'no-store');
    return { success: true, enrollment: await enrollmentView(app.db, row, day, now) };
  });

  app.post('/api/courses/offer/accept', { ...replyShapes(ops.acceptCourseOffer), onRequest: [requireJson] }, async (request, reply) => {
    const text = courseTextFor(localeOf(request));
    const token = tokenOf(bodyField(request.body, 'token'));
    const ctx = context();
    const answer = token ? await acceptOffer(ctx, token) : { ok: false as const };
    if (!answer.ok) return gone(reply, text.offerGone);
    app.mailer.wake();
    return { success: true, message: text.accepted, enrollment: await enrollmentView(app.db, answer.row, answer.day, ctx.now) };
  });

  app.post('/api/courses/offer/decline', { ...replyShapes(ops.declineCourseOffer), onRequest: [requireJson] }, async (request, reply) => {
    const text = courseTextFor(localeOf(request));
    const token = tokenOf(bodyField(request.body, 'token'));
    const ctx = context();
    if (!token || !(await declineOffer(ctx, token))) return gone(reply, text.offerGone);
    app.mailer.wake();
    return { success: true, message: text.declined };
  });
};
