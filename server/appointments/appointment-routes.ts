/** The public appointment calls: the types and their free times (docs/product/api.md). */
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../i18n/locale-plugin';
import { replyShapes } from '../http/reply-serializer';
import { appointmentOperations } from './appointment-operations';
import { appointmentTextFor } from './appointment-texts';
import { readAvailabilityQuery } from './availability-request';
import { availability } from './availability-service';
import { CLINIC_ZONE } from './clinic-zone';
import { findType, listTypes } from './schedule-repository';

const iso = (ms: number) => new Date(ms).toISOString();

const appointmentRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/appointments/types', replyShapes(appointmentOperations.appointmentTypes), async (request) => {
    const text = appointmentTextFor(localeOf(request));
    const types = await listTypes(app.db);
    return {
      success: true,
      zone: CLINIC_ZONE,
      types: types.map((t) => ({ id: t.id, name: text.typeNames[t.id] ?? t.id, minutes: t.minutes, noticeMinutes: t.noticeMinutes, horizonDays: t.horizonDays })),
    };
  });

  // up to 62 days of times per call, so it is limited per address as the forms are (server/plugins/rate-limit.ts)
  app.get('/api/appointments/availability', { ...replyShapes(appointmentOperations.availability), config: { rateLimit: app.attemptLimits.perIp('availability') } }, async (request, reply) => {
    const text = appointmentTextFor(localeOf(request));
    const asked = readAvailabilityQuery(request.query);
    const type = asked ? await findType(app.db, asked.type) : undefined;
    if (!asked || !type) return reply.status(400).send({ success: false, message: asked ? text.typeUnknown : text.badRange });
    const days = await availability(app.db, type, asked.from, asked.to, app.clock());
    return {
      success: true,
      zone: CLINIC_ZONE,
      type: type.id,
      days: days.map((d) => ({ date: d.date, slots: d.slots.map((s) => ({ start: iso(s.start), end: iso(s.end) })) })),
    };
  });
};

export default appointmentRoutes;
