/**
 * Held in-person bookings (booking-hold-repository.ts) under /api/staff, behind the staff guard: the
 * setting, and confirming or declining one waiting booking. Each is one transaction with the
 * patient's mail and the lead's audit row.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireJson } from '../plugins/request-guards';
import { MAX_ROW_ID } from '../db/column-ranges';
import { replyShapes } from '../http/reply-serializer';
import { enqueueMail } from '../mail/outbox-repository';
import { actorOf, insertAudit, staffOnly } from '../staff';
import { manageLink, patientMail } from './appointment-mails';
import { forMail, releaseClaims } from './appointment-repository';
import { retireTokens } from './appointment-token-repository';
import { bookingConfirmationOperations as ops } from './booking-confirmation-operations';
import { holdsInPerson, setHoldInPerson } from './booking-hold-repository';
import { manageLinkMarker } from './manage-link-filler';
import { bodyField } from './manage-request';
import { staffView } from './staff-appointment-routes';
import { staffAppointmentText as text } from './staff-appointment-text';

const idOf = (params: unknown): number | null => {
  const raw = bodyField(params, 'id');
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
};

const bookingConfirmationRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', staffOnly);
  const notFound = (reply: FastifyReply) => reply.status(404).send({ success: false, message: text.notFound });

  app.get('/booking-settings', replyShapes(ops.staffBookingSettings), async () => ({ success: true, holdInPerson: await holdsInPerson(app.db) }));

  app.put('/booking-settings', { ...replyShapes(ops.staffPutBookingSettings), onRequest: requireJson }, async (request, reply) => {
    const hold = (request.body as { holdInPerson?: unknown } | null)?.holdInPerson;
    if (typeof hold !== 'boolean') return reply.status(400).send({ success: false, message: text.badHoldSetting });
    await setHoldInPerson(app.db, hold);
    request.log.info({ holdInPerson: hold, staffId: actorOf(request).staffId }, 'booking confirmation setting changed');
    return { success: true, holdInPerson: hold, message: hold ? text.holdOn : text.holdOff };
  });

  const decide = (decision: 'confirm' | 'decline') => async (request: FastifyRequest, reply: FastifyReply) => {
    const id = idOf(request.params);
    if (id === null) return notFound(reply);
    const actor = actorOf(request);
    const now = app.clock();
    const result = await app.db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('appointments').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) return 'missing' as const;
      const row = await trx
        .updateTable('appointments')
        .set((eb) => (decision === 'confirm' ? { status: 'booked', updated_at: now } : { status: 'cancelled', sequence: eb('sequence', '+', 1), updated_at: now }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!row) return 'not-pending' as const;
      if (decision === 'confirm') {
        // the confirmation is the booking's mail: the invitation (SEQUENCE 0) and her link
        await enqueueMail(trx, patientMail(forMail(row), 'booked', manageLink(app.config.siteUrl, row.language, manageLinkMarker(row.sequence)), app.config.clinicNotifyEmail, now));
      } else {
        await releaseClaims(trx, id);
        await retireTokens(trx, id, now);
        await enqueueMail(trx, patientMail(forMail(row), 'declined', null, app.config.clinicNotifyEmail, now));
      }
      if (row.lead_id) {
        const detail = decision === 'confirm' ? 'pending → booked (confirmed)' : 'pending → cancelled (declined)';
        await insertAudit(trx, [{ staff_id: actor.staffId, actor: actor.email, lead_kind: 'consultation', lead_id: row.lead_id, action: 'appointment_status_changed', detail }]);
      }
      return row;
    });
    if (result === 'missing') return notFound(reply);
    if (result === 'not-pending') return reply.status(409).send({ success: false, message: text.notPending });
    app.mailer.wake();
    return { success: true, message: decision === 'confirm' ? text.confirmed : text.declined, appointment: staffView(result) };
  };

  app.post('/appointments/:id/confirm', replyShapes(ops.staffConfirmAppointment), decide('confirm'));
  app.post('/appointments/:id/decline', replyShapes(ops.staffDeclineAppointment), decide('decline'));
};

export default bookingConfirmationRoutes;
