/**
 * The health forms, staff side (docs/product/roles.md), behind the staff guard:
 *
 * - the status of in-person appointments' forms for the calendar and the lead page: 'done',
 *   'flagged' or 'not_yet', never an answer (the front desk holds it too);
 * - the practitioner (and the owner) opening one appointment's latest signed version, each view
 *   written to the access log (the lead's audit, or for an appointment without a lead the log's own
 *   table) before the answers leave. A practitioner opens the forms of her own appointments only.
 *
 * Her answers reach no log line and no refusal.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { replyShapes } from '../http/reply-serializer';
import { MAX_ROW_ID } from '../db/column-ranges';
import { FieldDecryptError } from '../db/field-cipher';
import { actorOf, insertAudit, onlyOwnPatients, recordAccessLogRead, sessionOf, staffOnly } from '../staff';
import { YES_NO_QUESTIONS, type ConsentVersion, type PhotoConsent } from '../../src/health-form/health-form-shape';
import { flaggedQuestions } from '../../src/health-form/health-form-flags';
import { staffHealthFormOperations as ops, STATUS_IDS_MAX } from './staff-health-form-operations';
import { findVersion } from './health-form-repository';
import { latestVersions, statusOf } from './health-form-status';
import { openContent } from './health-form-seal';
import { healthFormCopyFor } from './health-form-texts';
import { staffHealthFormText as text } from './staff-health-form-text';

const iso = (ms: number) => new Date(ms).toISOString();

/** `?appointments=1,2,3` → the ids, or null for anything else. */
function idsOf(query: unknown): number[] | null {
  const raw = query !== null && typeof query === 'object' ? (query as Record<string, unknown>).appointments : undefined;
  if (typeof raw !== 'string' || !/^\d{1,10}(,\d{1,10})*$/.test(raw)) return null;
  const ids = [...new Set(raw.split(',').map(Number))];
  if (ids.length > STATUS_IDS_MAX || ids.some((id) => id < 1 || id > MAX_ROW_ID)) return null;
  return ids;
}

function idParam(params: unknown): number | null {
  const raw = params !== null && typeof params === 'object' ? (params as Record<string, unknown>).id : undefined;
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

const staffHealthFormRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', staffOnly);

  app.get(ops.staffHealthFormStatuses.path.replace('/api/staff', ''), replyShapes(ops.staffHealthFormStatuses), async (request, reply) => {
    const ids = idsOf(request.query);
    if (!ids) return reply.status(400).send({ success: false, message: text.badIds });
    const inPerson = await app.db.selectFrom('appointments').select('id').where('id', 'in', ids).where('type_id', '=', 'in-person').orderBy('id').execute();
    const latest = await latestVersions(app.db, inPerson.map((r) => r.id));
    return { success: true, forms: inPerson.map((r) => ({ appointment_id: r.id, status: statusOf(app.fieldCipher, latest.get(r.id)) })) };
  });

  /** The in-person appointment named in the path, if this staff member may open its form; else the refusal is sent. */
  const openable = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = idParam(request.params);
    const row = id === null ? undefined : await app.db.selectFrom('appointments').select(['id', 'type_id', 'lead_id', 'practitioner_id']).where('id', '=', id).executeTakeFirst();
    if (!row) return void (await reply.status(404).send({ success: false, message: text.notFound }));
    if (row.type_id !== 'in-person') return void (await reply.status(404).send({ success: false, message: text.notInPerson }));
    const session = sessionOf(request);
    if (onlyOwnPatients(session.role, 'health_forms.open') && session.practitioner_id !== row.practitioner_id) {
      return void (await reply.status(403).send({ success: false, message: text.notYourPatient }));
    }
    return row;
  };

  app.get(ops.staffHealthForm.path.replace('/api/staff', ''), replyShapes(ops.staffHealthForm), async (request, reply) => {
    const row = await openable(request, reply);
    if (!row) return reply;
    const latest = (await latestVersions(app.db, [row.id])).get(row.id);
    if (!latest) return { success: true, appointment_id: row.id, status: 'not_yet' as const, form: null };
    const stored = await findVersion(app.db, row.id, latest.version);
    if (!stored) throw new Error('a health form version was not found after it was listed');
    let content;
    try {
      content = openContent(app.fieldCipher, stored.sealed);
    } catch (err) {
      if (!(err instanceof FieldDecryptError)) throw err;
      // the message names the column and the key id, never a value
      request.log.error({ keyId: err.keyId }, `health form cannot be decrypted: ${err.message}`);
      return reply.status(503).send({ success: false, message: text.cannotOpen, code: 'cannot_decrypt' });
    }
    // the view is on the record before the answers leave
    const actor = actorOf(request);
    const detail = `appointment #${row.id}, version ${stored.version}`;
    if (row.lead_id !== null) {
      await insertAudit(app.db, [{ staff_id: actor.staffId, actor: actor.email, lead_kind: 'consultation', lead_id: row.lead_id, action: 'health_form_viewed', detail }]);
    } else {
      await recordAccessLogRead(app.db, actor, 'health_form_viewed', detail);
    }
    const copy = healthFormCopyFor('en');
    const attention = new Set(flaggedQuestions(content.answers));
    return {
      success: true,
      appointment_id: row.id,
      status: attention.size > 0 ? ('flagged' as const) : ('done' as const),
      form: {
        version: stored.version,
        signed_at: iso(Number(stored.signed_at)),
        consent_version: stored.consent_version as ConsentVersion,
        language: stored.language === 'es' ? ('es' as const) : ('en' as const),
        answers: YES_NO_QUESTIONS.map((id) => ({ id, question: copy.questions[id], yes: content.answers.yesNo[id] === true, attention: attention.has(id) })),
        medications: content.answers.text.medications,
        allergies: content.answers.text.allergies,
        photo_consent: stored.photo_consent as PhotoConsent,
        signed_name: content.signedName,
        signature_hash: stored.signature_hash,
      },
    };
  });
};

export default staffHealthFormRoutes;
