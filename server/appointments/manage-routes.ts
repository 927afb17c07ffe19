/**
 * The patient's self-service calls behind the links in the appointment mails (docs/product/api.md):
 * see the appointment, cancel it, move it. A link works once and until the appointment starts; a
 * used, expired or unknown one answers 410 with a sentence to show.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { localeOf } from '../i18n/locale-plugin';
import { requireJson } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { cancelAsPatient, moveAsPatient, patientContext } from './patient-changes';
import { manageOperations } from './manage-operations';
import { findAppointment } from './appointment-repository';
import { appointmentView } from './appointment-view';
import { appointmentTextFor } from './appointment-texts';
import { consumeToken, issueToken, peekToken, tokenAppointment } from './appointment-token-repository';
import { bodyField, instantOf, MANAGE_TOKEN_HEADER, tokenOf } from './manage-request';

const manageRoutes: FastifyPluginAsync = async (app) => {
  const gone = (reply: FastifyReply, message: string) => reply.status(410).send({ success: false, message });

  app.get('/api/appointments/manage', replyShapes(manageOperations.manageAppointment), async (request, reply) => {
    const text = appointmentTextFor(localeOf(request));
    // in a header, never the address: proxies and access logs keep addresses (docs/product/privacy.md)
    const token = tokenOf(request.headers[MANAGE_TOKEN_HEADER]);
    const id = token ? await peekToken(app.db, token, app.clock()) : null;
    const row = id === null ? undefined : await findAppointment(app.db, id);
    if (row?.status === 'booked') return { success: true, appointment: appointmentView(row) };
    // A link that a change retired (hers, by a newer mail's link, or the clinic's) says what became
    // of the appointment, so she is not invited to book a second one; it names no one.
    const formerId = token ? await tokenAppointment(app.db, token, app.clock()) : null;
    const former = formerId === null ? undefined : await findAppointment(app.db, formerId);
    if (!former || !['booked', 'cancelled'].includes(former.status)) return gone(reply, text.linkGone);
    const message = former.status === 'cancelled' ? text.linkCancelled : text.linkReplaced;
    return reply.status(410).send({ success: false, message, appointment: appointmentView(former) });
  });

  app.post('/api/appointments/manage/cancel', { ...replyShapes(manageOperations.cancelAppointment), onRequest: [requireJson] }, async (request, reply) => {
    const text = appointmentTextFor(localeOf(request));
    const token = tokenOf(bodyField(request.body, 'token'));
    if (!token) return gone(reply, text.linkGone);
    const ctx = patientContext(app);
    const cancelled = await app.db.transaction().execute(async (trx) => {
      const id = await consumeToken(trx, token, ctx.now);
      return id === null ? null : cancelAsPatient(trx, ctx, id);
    });
    if (!cancelled) return gone(reply, text.linkGone);
    app.mailer.wake();
    return { success: true, message: text.cancelled };
  });

  app.post('/api/appointments/manage/reschedule', { ...replyShapes(manageOperations.rescheduleAppointment), onRequest: [requireJson] }, async (request, reply) => {
    const locale = localeOf(request);
    const text = appointmentTextFor(locale);
    const token = tokenOf(bodyField(request.body, 'token'));
    const ctx = patientContext(app);
    const id = token ? await peekToken(app.db, token, ctx.now) : null;
    const current = id === null ? undefined : await findAppointment(app.db, id);
    if (!token || !current || current.status !== 'booked') return gone(reply, text.linkGone);
    const start = instantOf(bodyField(request.body, 'start'));
    if (start === null) return reply.status(400).send({ success: false, message: text.startInvalid });
    const move = await moveAsPatient(
      app,
      reply,
      locale,
      ctx,
      current,
      start,
      async (trx) => (await consumeToken(trx, token, ctx.now)) === current.id,
      // the page she moved it from keeps working (cancel, move again) with a link of its own, good as the mailed one is
      (trx, row) => issueToken(trx, row.id, row.start_at, ctx.now),
    );
    if (move.moved) return { success: true, message: text.moved, appointment: appointmentView(move.row), token: move.extra };
    return move.sent ?? gone(reply, text.linkGone);
  });
};

export default manageRoutes;
