/**
 * Her appointments in her account (docs/product/api.md "Accounts"): the list on her profile, and
 * cancel and move in place by exactly the rules of the mailed link (patient-changes.ts). The server
 * decides whose an appointment is, from her session: booked while signed in to this account, or
 * under its address once she has confirmed it. Anyone else's answers as one that does not exist.
 * Changes need the session's X-XSRF-TOKEN and the site's own origin, as the profile update does.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { localeOf } from '../i18n/locale-plugin';
import { apiText } from '../i18n/api-text';
import { requireJson, requireSameOrigin } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { MAX_ROW_ID } from '../db/column-ranges';
import { accountOwner, confirmedOwner, requireSessionWithXsrf, type AccountOwner } from '../accounts';
import { accountAppointmentOperations as ops } from './account-appointment-operations';
import { findOwnedAppointment, listOwnedAppointments, listOwnedCallBacks, type CallBackRow } from './account-appointment-repository';
import type { AppointmentRow } from './appointment-repository';
import { appointmentTextFor } from './appointment-texts';
import { appointmentView } from './appointment-view';
import { bodyField, instantOf } from './manage-request';
import { cancelAsPatient, moveAsPatient, patientContext } from './patient-changes';
import { LIVE_STATUSES } from './person-limit';

const iso = (ms: number) => new Date(ms).toISOString();

const idOf = (params: unknown): number | null => {
  const raw = bodyField(params, 'id');
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
};

const live = (row: AppointmentRow) => (LIVE_STATUSES as readonly string[]).includes(row.status);

/** What her list shows of one appointment, and what she may still do with it (the mailed link's rules: until it starts). */
export function ownView(row: AppointmentRow, now: number) {
  const ahead = row.start_at > now;
  return { ...appointmentView(row), upcoming: ahead && live(row), can_cancel: ahead && live(row), can_move: ahead && row.status === 'booked' };
}

const callBackStatus = (status: string) => (status === 'new' ? 'waiting' : ['contacted', 'booked', 'attended'].includes(status) ? 'contacted' : 'closed');
const callBackView = (row: CallBackRow) => ({ id: row.id, sent: iso(row.created_at), status: callBackStatus(row.status) });

const accountAppointmentRoutes: FastifyPluginAsync = async (app) => {
  const limit = { rateLimit: app.attemptLimits.perIp('accountAppointments') };

  /** Her confirmed account for a change, or the answer already sent (401, 403, 404). */
  const ownerFor = async (request: FastifyRequest, reply: FastifyReply): Promise<{ owner: AccountOwner; row: AppointmentRow } | undefined> => {
    const session = await requireSessionWithXsrf(request, reply);
    if (!session) return undefined;
    const text = appointmentTextFor(localeOf(request));
    const owner = await confirmedOwner(app, request, reply, session.user_id, text.confirmFirst);
    if (!owner) return undefined;
    const id = idOf(request.params);
    const row = id === null ? undefined : await findOwnedAppointment(app.db, { userId: owner.id, email: owner.email }, id);
    if (!row) {
      await reply.status(404).send({ success: false, message: text.notInAccount });
      return undefined;
    }
    return { owner, row };
  };

  app.get(ops.listOwnAppointments.path, { ...replyShapes(ops.listOwnAppointments), config: limit }, async (request, reply) => {
    const session = await app.sessions.current(request);
    const owner = session && (await accountOwner(app.db, session.user_id));
    if (!owner) {
      app.sessions.clearCookies(reply);
      return reply.status(401).send({ success: false, message: apiText(request).reply.signInRequired });
    }
    if (!owner.verified) {
      return { success: true, verified: false, email: owner.email, message: appointmentTextFor(localeOf(request)).confirmFirst, appointments: [], requests: [] };
    }
    const mine = { userId: owner.id, email: owner.email };
    const now = app.clock();
    const rows = (await listOwnedAppointments(app.db, mine)).map((row) => ownView(row, now));
    // what is still ahead first, soonest first; then the rest, latest first (as listed)
    const upcoming = rows.filter((r) => r.upcoming).reverse();
    const past = rows.filter((r) => !r.upcoming);
    const requests = (await listOwnedCallBacks(app.db, mine)).map(callBackView);
    return { success: true, verified: true, email: owner.email, appointments: [...upcoming, ...past], requests };
  });

  app.post(ops.cancelOwnAppointment.path, { ...replyShapes(ops.cancelOwnAppointment), onRequest: [requireSameOrigin, requireJson], config: limit }, async (request, reply) => {
    const found = await ownerFor(request, reply);
    if (!found) return reply;
    const text = appointmentTextFor(localeOf(request));
    const ctx = patientContext(app);
    // the mailed link's rule: hers to cancel until it starts
    const cancelled = found.row.start_at > ctx.now ? await app.db.transaction().execute((trx) => cancelAsPatient(trx, ctx, found.row.id)) : null;
    if (!cancelled) return reply.status(409).send({ success: false, message: text.cannotChange });
    app.mailer.wake();
    request.log.info({ appointmentId: cancelled.id, userId: found.owner.id }, 'appointment cancelled from the account');
    return { success: true, message: text.cancelled, appointment: ownView(cancelled, ctx.now) };
  });

  app.post(ops.moveOwnAppointment.path, { ...replyShapes(ops.moveOwnAppointment), onRequest: [requireSameOrigin, requireJson], config: limit }, async (request, reply) => {
    const found = await ownerFor(request, reply);
    if (!found) return reply;
    const locale = localeOf(request);
    const text = appointmentTextFor(locale);
    const ctx = patientContext(app);
    const current = found.row;
    if (current.status !== 'booked' || current.start_at <= ctx.now) return reply.status(409).send({ success: false, message: text.cannotChange });
    const start = instantOf(bodyField(request.body, 'start'));
    if (start === null) return reply.status(400).send({ success: false, message: text.startInvalid });
    const move = await moveAsPatient(app, reply, locale, ctx, current, start, async () => true, async () => null);
    if (move.moved) {
      request.log.info({ appointmentId: current.id, userId: found.owner.id }, 'appointment moved from the account');
      return { success: true, message: text.moved, appointment: ownView(move.row, ctx.now) };
    }
    return move.sent ?? reply.status(409).send({ success: false, message: text.cannotChange });
  });
};

export default accountAppointmentRoutes;
