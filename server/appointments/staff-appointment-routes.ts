/**
 * The clinic's appointment calls under /api/staff, behind the staff guard (server/staff/staff-guard.ts):
 * the calendar's list, moving, marking attended / no-show / cancelled, and the hours. Each change
 * of an appointment is written to its lead's audit log.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireJson } from '../plugins/request-guards';
import { MAX_ROW_ID } from '../db/column-ranges';
import { replyShapes } from '../http/reply-serializer';
import { actorOf, insertAudit, staffOnly } from '../staff';
import { cancelIn, moveIn, type ChangeContext } from './appointment-changes';
import { closeBooked, findAppointment, listAppointmentsBetween, type AppointmentRow } from './appointment-repository';
import { checkStart } from './availability-service';
import { readAvailabilityQuery } from './availability-request';
import { TimeTakenError } from './booking';
import { clinicDateOf, clinicInstant, CLINIC_ZONE, shiftDate } from './clinic-zone';
import { refuseTime } from './consultation-booking';
import { deleteOverride, hoursView, putOverride, replaceWeekly } from './hours-repository';
import { readOverride, readWeekly } from './hours-request';
import { bodyField, instantOf } from './manage-request';
import { findType } from './schedule-repository';
import { leadAppointmentCancelled, leadAttended } from './lead-status';
import { staffAppointmentOperations as ops } from './staff-appointment-operations';
import { staffAppointmentText as text } from './staff-appointment-text';
import { appointmentMailText } from './appointment-mail';
import { areasOf, readTreatedAreas, storedAreas } from './treated-areas';
import { queueAftercare } from './aftercare';
import { followUpDue } from './follow-up';

const iso = (ms: number) => new Date(ms).toISOString();

export const staffView = (row: AppointmentRow) => ({
  id: row.id,
  type: row.type_id,
  start: iso(row.start_at),
  end: iso(row.end_at),
  status: row.status,
  language: row.language === 'es' ? 'es' : 'en',
  patient: { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone },
  leadId: row.lead_id,
  areas: areasOf(row.treated_areas),
});

const idOf = (params: unknown): number | null => {
  const raw = bodyField(params, 'id');
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  // past the id column's range it names nothing (PostgreSQL would refuse the comparison)
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
};

const staffAppointmentRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', staffOnly);
  const context = (): ChangeContext => ({ db: app.db, adapter: app.dbAdapter, clinicEmail: app.config.clinicNotifyEmail, siteUrl: app.config.siteUrl, now: app.clock(), by: 'staff' });
  const notFound = (reply: FastifyReply) => reply.status(404).send({ success: false, message: text.notFound });
  const hours = async () => ({ success: true, zone: CLINIC_ZONE, ...(await hoursView(app.db, clinicDateOf(app.clock()))) });

  app.get('/appointments', replyShapes(ops.staffAppointments), async (request, reply) => {
    const range = readAvailabilityQuery({ type: '-', ...(request.query as object) });
    if (!range) return reply.status(400).send({ success: false, message: text.badRange });
    const from = clinicInstant(range.from, 0) ?? 0;
    const until = clinicInstant(shiftDate(range.to, 1), 0) ?? Number.MAX_SAFE_INTEGER;
    const rows = await listAppointmentsBetween(app.db, from, until);
    // the list shows each patient's name, e-mail and phone: every lead in it gets a row in its access log
    const shown = [...new Set(rows.map((r) => r.lead_id).filter((id): id is number => id !== null))];
    if (shown.length > 0) {
      const actor = actorOf(request);
      const detail = `${range.from} to ${range.to}`;
      await insertAudit(app.db, shown.map((leadId) => ({ staff_id: actor.staffId, actor: actor.email, lead_kind: 'consultation' as const, lead_id: leadId, action: 'calendar_listed' as const, detail })));
    }
    return { success: true, zone: CLINIC_ZONE, appointments: rows.map(staffView) };
  });

  app.post('/appointments/:id/move', { ...replyShapes(ops.staffMoveAppointment), onRequest: requireJson }, async (request, reply) => {
    const id = idOf(request.params);
    const current = id === null ? undefined : await findAppointment(app.db, id);
    if (!current) return notFound(reply);
    if (current.status !== 'booked') return reply.status(409).send({ success: false, message: text.notLive });
    const start = instantOf(bodyField(request.body, 'start'));
    if (start === null) return reply.status(400).send({ success: false, message: text.badStart });
    const type = await findType(app.db, current.type_id);
    if (!type) throw new Error(`appointment ${current.id} has an unknown type`);
    const ctx = context();
    const check = await checkStart(app.db, type, start, ctx.now, current.id);
    if (check !== 'free') return refuseTime(app, reply, 'en', type, start, check, current.id);
    const actor = actorOf(request);
    try {
      const moved = await app.db.transaction().execute(async (trx) => {
        const row = await moveIn(trx, ctx, current.id, type, start);
        if (row?.lead_id) {
          const detail = `${appointmentMailText.when(current.start_at)} → ${appointmentMailText.when(row.start_at)}`;
          await insertAudit(trx, [{ staff_id: actor.staffId, actor: actor.email, lead_kind: 'consultation', lead_id: row.lead_id, action: 'appointment_moved', detail }]);
        }
        return row;
      });
      if (!moved) return reply.status(409).send({ success: false, message: text.notLive });
      app.mailer.wake();
      return { success: true, appointment: staffView(moved) };
    } catch (err) {
      if (err instanceof TimeTakenError) return refuseTime(app, reply, 'en', type, start, 'taken', current.id);
      throw err;
    }
  });

  app.post('/appointments/:id/status', { ...replyShapes(ops.staffAppointmentStatus), onRequest: requireJson }, async (request, reply) => {
    const id = idOf(request.params);
    const status = bodyField(request.body, 'status');
    if (status !== 'attended' && status !== 'no-show' && status !== 'cancelled') return reply.status(400).send({ success: false, message: text.badStatus });
    const areas = status === 'attended' ? readTreatedAreas(bodyField(request.body, 'areas')) : [];
    if (!areas) return reply.status(400).send({ success: false, message: text.badAreas });
    const current = id === null ? undefined : await findAppointment(app.db, id);
    if (!current) return notFound(reply);
    const ctx = context();
    const actor = actorOf(request);
    const changed = await app.db.transaction().execute(async (trx) => {
      const row =
        status === 'cancelled'
          ? await cancelIn(trx, ctx, current.id)
          : await closeBooked(trx, current.id, status, ctx.now, status === 'attended' ? { treatedAreas: storedAreas(areas), followUpAt: followUpDue(current.start_at) } : undefined);
      // her aftercare goes with the close, once (aftercare.ts); the follow-up comes from housekeeping (follow-up.ts)
      if (row && status === 'attended') await queueAftercare(trx, row, areas, ctx.now);
      if (row?.lead_id) {
        await insertAudit(trx, [{ staff_id: actor.staffId, actor: actor.email, lead_kind: 'consultation', lead_id: row.lead_id, action: 'appointment_status_changed', detail: `booked → ${status}` }]);
        // the lead's own status follows (lead-status.ts); a no-show leaves it for staff to decide
        const by = { by: 'staff' as const, staffId: actor.staffId, email: actor.email };
        if (status === 'cancelled') await leadAppointmentCancelled(trx, row.lead_id, ctx.now, by);
        if (status === 'attended') await leadAttended(trx, row.lead_id, ctx.now, by);
      }
      return row ?? null;
    });
    if (!changed) return reply.status(409).send({ success: false, message: text.notLive });
    if (status !== 'no-show') app.mailer.wake();
    return { success: true, appointment: staffView(changed) };
  });

  app.get('/hours', replyShapes(ops.staffHours), hours);

  app.put('/hours', { ...replyShapes(ops.staffPutHours), onRequest: requireJson }, async (request, reply) => {
    const week = readWeekly(request.body);
    if (!week) return reply.status(400).send({ success: false, message: text.badHours });
    await replaceWeekly(app.db, week);
    return hours();
  });

  app.post('/hours/overrides', { ...replyShapes(ops.staffAddOverride), onRequest: requireJson }, async (request, reply) => {
    const override = readOverride(request.body);
    if (!override) return reply.status(400).send({ success: false, message: text.badOverride });
    await putOverride(app.db, override, app.clock());
    return hours();
  });

  app.delete('/hours/overrides/:id', replyShapes(ops.staffDeleteOverride), async (request, reply) => {
    const id = idOf(request.params);
    if (id === null || !(await deleteOverride(app.db, id))) return reply.status(404).send({ success: false, message: text.overrideNotFound });
    return hours();
  });
};

export default staffAppointmentRoutes;
