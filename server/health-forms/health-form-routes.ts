/**
 * Her health form and consent in her account (docs/product/api.md "Accounts"), for one of her
 * in-person appointments, by exactly the ownership rules of her appointments list: the server
 * decides whose an appointment is from her session (booked while signed in to this account, or
 * under its address once confirmed); anyone else's answers as one that does not exist. A signature
 * is a new version, never a change to an earlier one. Her answers are sealed at rest
 * (server/db/field-cipher.ts) and appear in no log line, mail or refusal.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { localeOf } from '../i18n/locale-plugin';
import { apiText } from '../i18n/api-text';
import { requireJson, requireSameOrigin } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { MAX_ROW_ID } from '../db/column-ranges';
import { FieldDecryptError } from '../db/field-cipher';
import { confirmedOwner, requireSessionWithXsrf, type AccountOwner } from '../accounts';
import { appointmentView, findOwnedAppointment, type AppointmentRow } from '../appointments';
import { CURRENT_CONSENT_VERSION, PHOTO_CONSENTS, TEXT_QUESTIONS, YES_NO_QUESTIONS, type ConsentVersion, type PhotoConsent } from '../../src/health-form/health-form-shape';
import { isFlagged } from '../../src/health-form/health-form-flags';
import { healthFormOperations as ops } from './health-form-operations';
import { readSignature } from './health-form-request';
import { findVersion, insertVersion, latestVersionNumber, listVersions, type HealthFormRow } from './health-form-repository';
import { openContent, sealContent } from './health-form-seal';
import { signedVersionPdf } from './signed-version-pdf';
import { healthFormCopyFor, healthFormTextFor } from './health-form-texts';
import { signatureHash } from './signature-hash';

const iso = (ms: number) => new Date(ms).toISOString();

const numberParam = (params: unknown, name: string, digits: number, max: number): number | null => {
  const raw = params !== null && typeof params === 'object' ? (params as Record<string, unknown>)[name] : undefined;
  const n = typeof raw === 'string' && new RegExp(`^\\d{1,${digits}}$`).test(raw) ? Number(raw) : 0;
  return n >= 1 && n <= max ? n : null;
};

/** She may sign (again) until the appointment starts, unless it was cancelled. */
const canSign = (row: AppointmentRow, now: number) => row.status !== 'cancelled' && row.start_at > now;

const healthFormRoutes: FastifyPluginAsync = async (app) => {
  const limit = { rateLimit: app.attemptLimits.perIp('accountAppointments') };

  /** Her in-person appointment named in the path, or the answer already sent (401, 403, 404). */
  const ownedVisit = async (request: FastifyRequest, reply: FastifyReply, change: boolean): Promise<{ owner: AccountOwner; row: AppointmentRow } | undefined> => {
    const text = healthFormTextFor(localeOf(request));
    const session = change ? await requireSessionWithXsrf(request, reply) : await app.sessions.current(request);
    if (!session) {
      if (!change) {
        app.sessions.clearCookies(reply);
        await reply.status(401).send({ success: false, message: apiText(request).reply.signInRequired });
      }
      return undefined;
    }
    const owner = await confirmedOwner(app, request, reply, session.user_id, text.confirmFirst);
    if (!owner) return undefined;
    const id = numberParam(request.params, 'id', 10, MAX_ROW_ID);
    const row = id === null ? undefined : await findOwnedAppointment(app.db, { userId: owner.id, email: owner.email }, id);
    if (!row) {
      await reply.status(404).send({ success: false, message: text.notInAccount });
      return undefined;
    }
    if (row.type_id !== 'in-person') {
      await reply.status(404).send({ success: false, message: text.notInPerson });
      return undefined;
    }
    return { owner, row };
  };

  /** A version as she reads it back: the consent text of the version she agreed to, in the language asked for. */
  const versionView = (row: HealthFormRow, locale: string) => {
    const content = openContent(app.fieldCipher, row.sealed);
    const consentVersion = row.consent_version as ConsentVersion;
    return {
      version: row.version,
      signed_at: iso(Number(row.signed_at)),
      flagged: row.flagged === 1,
      consent_version: consentVersion,
      consent: healthFormCopyFor(locale).consents[consentVersion],
      language: row.language === 'es' ? ('es' as const) : ('en' as const),
      answers: content.answers.yesNo,
      medications: content.answers.text.medications,
      allergies: content.answers.text.allergies,
      photo_consent: row.photo_consent as PhotoConsent,
      signed_name: content.signedName,
      signature_hash: row.signature_hash,
    };
  };

  /** A form sealed under a key the server was not given: loud in the log (the key id), plain to her, never an empty form. */
  const unreadable = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
    if (!(err instanceof FieldDecryptError)) throw err;
    // the message names the column and the key id, never a value
    request.log.error({ keyId: err.keyId }, `health form cannot be decrypted: ${err.message}`);
    return reply.status(503).send({ success: false, message: healthFormTextFor(localeOf(request)).cannotOpen, code: 'cannot_decrypt' });
  };

  app.get(ops.getHealthFormQuestions.path, { ...replyShapes(ops.getHealthFormQuestions), config: limit }, async (request) => {
    const copy = healthFormCopyFor(localeOf(request));
    return {
      success: true,
      consent_version: CURRENT_CONSENT_VERSION,
      consent: copy.consents[CURRENT_CONSENT_VERSION],
      questions: YES_NO_QUESTIONS.map((id) => ({ id, text: copy.questions[id] })),
      text_questions: TEXT_QUESTIONS.map((id) => ({ id, ...copy.textQuestions[id] })),
      photo_consents: PHOTO_CONSENTS.map((id) => ({ id, label: copy.photoConsent.options[id] })),
    };
  });

  app.get(ops.getHealthForm.path, { ...replyShapes(ops.getHealthForm), config: limit }, async (request, reply) => {
    const found = await ownedVisit(request, reply, false);
    if (!found) return reply;
    const versions = await listVersions(app.db, found.row.id);
    const newest = versions[0] && (await findVersion(app.db, found.row.id, versions[0].version));
    try {
      return {
        success: true,
        appointment: appointmentView(found.row),
        can_sign: canSign(found.row, app.clock()),
        latest: newest ? versionView(newest, localeOf(request)) : null,
        versions: versions.map((s) => ({ version: s.version, signed_at: iso(Number(s.signed_at)), flagged: s.flagged === 1, consent_version: s.consent_version })),
      };
    } catch (err) {
      return unreadable(request, reply, err);
    }
  });

  app.post(ops.signHealthForm.path, { ...replyShapes(ops.signHealthForm), onRequest: [requireSameOrigin, requireJson], config: limit }, async (request, reply) => {
    const found = await ownedVisit(request, reply, true);
    if (!found) return reply;
    const locale = localeOf(request);
    const text = healthFormTextFor(locale);
    const now = app.clock();
    if (!canSign(found.row, now)) return reply.status(409).send({ success: false, message: text.cannotSign });
    const signature = readSignature(request.body, text);
    if ('error' in signature) return reply.status(400).send({ success: false, message: signature.error });
    const version = (await latestVersionNumber(app.db, found.row.id)) + 1;
    const row = {
      appointment_id: found.row.id,
      user_id: found.owner.id,
      version,
      sealed: sealContent(app.fieldCipher, { answers: signature.answers, signedName: signature.signedName }),
      flagged: isFlagged(signature.answers) ? 1 : 0,
      consent_version: signature.consentVersion,
      photo_consent: signature.photoConsent,
      language: locale,
      signed_at: now,
      signature_hash: signatureHash({ ...signature, signedAt: now }),
    };
    try {
      await insertVersion(app.db, row);
    } catch (err) {
      if (app.dbAdapter.isUniqueViolation(err)) return reply.status(409).send({ success: false, message: text.changedMeanwhile });
      throw err;
    }
    request.log.info({ appointmentId: found.row.id, userId: found.owner.id, version }, 'health form signed');
    const stored = await findVersion(app.db, found.row.id, version);
    if (!stored) throw new Error('a signed health form version was not found after its insert');
    return reply.status(201).send({ success: true, message: text.signed, form: versionView(stored, locale) });
  });

  /** Her version `n` of the form, or the answer already sent (404). */
  const versionOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await ownedVisit(request, reply, false);
    if (!found) return undefined;
    const n = numberParam(request.params, 'n', 6, 999_999);
    const row = n === null ? undefined : await findVersion(app.db, found.row.id, n);
    if (!row) {
      await reply.status(404).send({ success: false, message: healthFormTextFor(localeOf(request)).noSuchVersion });
      return undefined;
    }
    return row;
  };

  app.get(ops.getHealthFormVersion.path, { ...replyShapes(ops.getHealthFormVersion), config: limit }, async (request, reply) => {
    const row = await versionOf(request, reply);
    if (!row) return reply;
    try {
      return { success: true, form: versionView(row, localeOf(request)) };
    } catch (err) {
      return unreadable(request, reply, err);
    }
  });

  app.get(ops.getHealthFormVersionPdf.path, { ...replyShapes(ops.getHealthFormVersionPdf), config: limit }, async (request, reply) => {
    const row = await versionOf(request, reply);
    if (!row) return reply;
    let file;
    try {
      file = await signedVersionPdf(app.fieldCipher, row, (scripts) => request.log.warn({ appointmentId: row.appointment_id, version: row.version, scripts }, 'health form has letters no embedded font has: printed as boxes'));
    } catch (err) {
      return unreadable(request, reply, err);
    }
    const { pdf, filename } = file;
    return reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${filename}"`).type('application/pdf').send(pdf);
  });
};

export default healthFormRoutes;
