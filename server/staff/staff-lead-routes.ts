/**
 * The inbox's calls, all behind the staff guard: who am I, the lead list, one lead with its audit
 * log, changing its status or note, deleting it, its photo, and the CSV export.
 */
import { listFailedMail } from '../mail/outbox-repository';
import { findConsultationPhoto } from '../leads';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireJson } from '../plugins/request-guards';
import { staffMessages } from './staff-messages';
import { actorOf, sessionOf, staffOnly } from './staff-guard';
import { onlyOwnPatients, permissionsOf, STAFF_HOME, STAFF_ROLE_NAMES } from './staff-roles';
import { insertAudit } from './lead-audit-repository';
import { listInbox } from './inbox-query';
import { parseChangeBody, parseExportBody, parseLeadRef, parseListQuery } from './inbox-request';
import { listAuditForLead } from './lead-audit-repository';
import { changeLead, deleteLead, findLead, viewLead } from './lead-changes';
import { exportFileName, leadExportStream } from './lead-export';
import { leadName, type LeadRecord } from './lead-record';
import type { StaffDb } from '../db/schema';
import type { AuditRow } from './lead-audit-repository';
import { staffOperations } from './staff-operations';
import { replyShapes } from '../http/reply-serializer';
import { detailSource, summarySource } from '../lead-sources';
import { isPatientOf, leadAppointment } from '../appointments';

function photoUrl(lead: LeadRecord): string | null {
  return lead.kind === 'consultation' ? `/api/staff/leads/consultation/${lead.id}/photo` : null;
}

/** A line of the inbox. */
function summary(lead: LeadRecord) {
  return {
    kind: lead.kind,
    id: lead.id,
    name: leadName(lead),
    email: lead.email,
    phone: lead.phone,
    status: lead.status,
    language: lead.language,
    created_at: lead.created_at,
    has_note: lead.note !== '',
    has_photo: lead.kind === 'consultation',
    ...summarySource(lead),
  };
}

/** Every field of a lead, the page it was sent from, and where its photo is. */
function detail(lead: LeadRecord) {
  const shared = {
    kind: lead.kind,
    id: lead.id,
    name: leadName(lead),
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    status: lead.status,
    note: lead.note,
    language: lead.language,
    created_at: lead.created_at,
    source: detailSource(lead),
  };
  return lead.kind === 'consultation'
    ? { ...shared, first_name: lead.first_name, last_name: lead.last_name, form_page_name: lead.form_page_name, photo_url: photoUrl(lead) }
    : { ...shared, form_page_name: null, photo_url: null };
}

function auditView(row: AuditRow) {
  return { id: row.id, actor: row.actor, action: row.action, detail: row.detail, created_at: row.created_at };
}

const staffLeadRoutes: FastifyPluginAsync<{ db: StaffDb }> = async (app, { db }) => {
  app.addHook('onRequest', staffOnly);
  const notFound = { success: false, message: staffMessages.leadNotFound };

  app.get('/me', replyShapes(staffOperations.staffMe), async (request) => {
    const session = sessionOf(request);
    return {
      success: true,
      staff: { email: session.email, role: session.role, role_name: STAFF_ROLE_NAMES[session.role], permissions: permissionsOf(session.role), home: STAFF_HOME[session.role] },
      expires_at: Math.min(session.idle_expires_at, session.absolute_expires_at),
    };
  });

  // A practitioner opens only the leads of her patients (staff-roles.ts, ownPatientsOnly).
  const refusedPatient = async (request: FastifyRequest, reply: FastifyReply, leadId: number): Promise<boolean> => {
    const session = sessionOf(request);
    if (!onlyOwnPatients(session.role, 'leads.open')) return false;
    if (session.practitioner_id !== null && (await isPatientOf(app.db, session.practitioner_id, leadId))) return false;
    await reply.status(403).send({ success: false, message: staffMessages.patientNotYours });
    return true;
  };

  // Mail the SMTP server refused for good (a mistyped address, say): the clinic should know that a
  // patient never got their reset link, and staff never see the mail's body.
  app.get('/mail/failed', replyShapes(staffOperations.staffFailedMail), async () => ({ success: true, mails: await listFailedMail(db) }));

  app.get('/leads', replyShapes(staffOperations.staffLeads), async (request, reply) => {
    const parsed = parseListQuery(request.query);
    if (!parsed.ok) return reply.status(400).send({ success: false, message: staffMessages.badFilter });
    const page = await listInbox(db, app.dbDialect, parsed.filters, parsed.page, parsed.limit);
    return { success: true, leads: page.leads.map(summary), older: page.older, newer: page.newer };
  });

  app.post('/leads/export', { ...replyShapes(staffOperations.staffExport), onRequest: requireJson }, async (request, reply) => {
    const filters = parseExportBody(request.body);
    if (!filters) return reply.status(400).send({ success: false, message: staffMessages.badFilter });
    const actor = actorOf(request);
    const csv = await leadExportStream(db, app.dbDialect, filters, actor);
    request.log.info({ staffId: actor.staffId }, 'leads exported');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName()}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get('/leads/:kind/:id', replyShapes(staffOperations.staffLead), async (request, reply) => {
    const ref = parseLeadRef(request.params);
    if (ref && (await refusedPatient(request, reply, ref.kind === 'consultation' ? ref.id : 0))) return reply;
    const lead = ref && (await viewLead(db, ref.kind, ref.id, actorOf(request)));
    if (!ref || !lead) return reply.status(404).send(notFound);
    const audit = await listAuditForLead(db, ref.kind, ref.id);
    return { success: true, lead: detail(lead), audit: audit.map(auditView), appointment: await leadAppointment(app.db, ref.kind, ref.id) };
  });

  app.patch('/leads/:kind/:id', { ...replyShapes(staffOperations.staffChangeLead), onRequest: requireJson }, async (request, reply) => {
    const ref = parseLeadRef(request.params);
    if (!ref) return reply.status(404).send(notFound);
    const parsed = parseChangeBody(request.body);
    if (!parsed.ok) return reply.status(400).send({ success: false, message: staffMessages.fixFields, errors: parsed.errors });
    const result = await changeLead(db, ref.kind, ref.id, parsed.changes, actorOf(request));
    if (!result.found) return reply.status(404).send(notFound);
    const audit = await listAuditForLead(db, ref.kind, ref.id);
    return {
      success: true,
      message: result.changed ? staffMessages.leadSaved : staffMessages.nothingToSave,
      lead: detail(result.lead),
      audit: audit.map(auditView),
      appointment: await leadAppointment(app.db, ref.kind, ref.id),
    };
  });

  app.delete('/leads/:kind/:id', replyShapes(staffOperations.staffDeleteLead), async (request, reply) => {
    const ref = parseLeadRef(request.params);
    const notice = { clinicEmail: app.config.clinicNotifyEmail, siteUrl: app.config.siteUrl, now: app.clock() };
    const deleted = ref && (await deleteLead(db, app.uploads, ref.kind, ref.id, actorOf(request), notice));
    if (!deleted) return reply.status(404).send(notFound);
    // an appointment still to come was cancelled: the patient's mail goes now
    if (deleted.appointments.some((a) => a.cancelled)) app.mailer.wake();
    return { success: true, message: staffMessages.leadDeleted };
  });

  // The photo never has a public URL: it is read from the database for a signed-in staff member
  // only, and no cache (browser, proxy or CDN) may keep a copy.
  app.get('/leads/consultation/:id/photo', replyShapes(staffOperations.staffLeadPhoto), async (request, reply) => {
    const ref = parseLeadRef({ kind: 'consultation', id: (request.params as { id?: string }).id });
    if (ref && (await refusedPatient(request, reply, ref.id))) return reply;
    const lead = ref && (await findLead(db, 'consultation', ref.id));
    if (!lead || lead.kind !== 'consultation') return reply.status(404).send(notFound);
    const jpeg = await findConsultationPhoto(db, lead.id);
    if (!jpeg) return reply.status(404).send({ success: false, message: staffMessages.photoNotFound });
    // who saw a patient's photo is part of her access log, like who opened her lead
    const actor = actorOf(request);
    await insertAudit(db, [{ staff_id: actor.staffId, actor: actor.email, lead_kind: 'consultation', lead_id: lead.id, action: 'photo_viewed' }]);
    return reply
      .type('image/jpeg')
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="consultation-${lead.id}.jpg"`)
      .send(jpeg);
  });
};

export default staffLeadRoutes;
