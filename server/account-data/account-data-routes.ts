/**
 * Her data (docs/product/api.md "Her data"): download everything the clinic holds about her
 * account, each signed form's PDF, and close her account. Her own session only: no session or a
 * forged one → 401 with the cookies cleared; anyone else's form id answers as one that does not
 * exist; closing needs the X-XSRF-TOKEN, this site's page and her password again. Her answers go
 * into no log line.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { localeOf } from '../i18n/locale-plugin';
import { apiText } from '../i18n/api-text';
import { requireJson, requireSameOrigin } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { MAX_ROW_ID } from '../db/column-ranges';
import { FieldDecryptError } from '../db/field-cipher';
import { accountOwner, passwordMatches, requireSessionWithXsrf, type AccountOwner } from '../accounts';
import { herSignedVersionPdf } from '../health-forms';
import { accountDataOperations as ops } from './account-data-operations';
import { accountDataTextFor } from './account-data-texts';
import { exportAccount } from './account-export';
import { closeAccount } from './account-closing';
import type { DataOwner } from './owned-rows';

const PASSWORD_MAX = 1024;

const dataOwner = (owner: AccountOwner): DataOwner => ({ userId: owner.id, email: owner.email, verified: owner.verified });

const accountDataRoutes: FastifyPluginAsync = async (app) => {
  const limit = { rateLimit: app.attemptLimits.perIp('profile') };
  const years = app.config.medicalRecordRetentionYears;

  const signedOut = async (request: FastifyRequest, reply: FastifyReply) => {
    app.sessions.clearCookies(reply);
    return reply.status(401).send({ success: false, message: apiText(request).reply.signInRequired });
  };

  /** The account behind the session, or the 401 already sent. */
  const owner = async (request: FastifyRequest, reply: FastifyReply): Promise<AccountOwner | undefined> => {
    const session = await app.sessions.current(request);
    const found = session && (await accountOwner(app.db, session.user_id));
    if (!found) await signedOut(request, reply);
    return found;
  };

  /** A form sealed under a key the server was not given: loud in the log (the key id), plain to her. */
  const unreadable = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
    if (!(err instanceof FieldDecryptError)) throw err;
    request.log.error({ keyId: err.keyId }, `her data: a health form cannot be decrypted: ${err.message}`);
    return reply.status(503).send({ success: false, message: accountDataTextFor(localeOf(request)).cannotOpen, code: 'cannot_decrypt' });
  };

  app.get(ops.getDataTerms.path, { ...replyShapes(ops.getDataTerms), config: limit }, async () => ({ success: true, medical_record_retention_years: years }));

  app.get(ops.exportOwnData.path, { ...replyShapes(ops.exportOwnData), config: limit }, async (request, reply) => {
    const found = await owner(request, reply);
    if (!found) return reply;
    try {
      const data = await exportAccount(app.db, app.fieldCipher, dataOwner(found), app.clock(), years);
      if (!data) return signedOut(request, reply);
      request.log.info({ userId: found.id }, 'her data downloaded');
      return reply.header('cache-control', 'no-store').header('content-disposition', 'attachment; filename="her-data.json"').send(data);
    } catch (err) {
      return unreadable(request, reply, err);
    }
  });

  app.get(ops.getOwnSignedFormPdf.path, { ...replyShapes(ops.getOwnSignedFormPdf), config: limit }, async (request, reply) => {
    const found = await owner(request, reply);
    if (!found) return reply;
    const raw = (request.params as Record<string, unknown> | null)?.id;
    const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
    let file;
    try {
      file = id >= 1 && id <= MAX_ROW_ID ? await herSignedVersionPdf(app.db, app.fieldCipher, found.id, id) : undefined;
    } catch (err) {
      return unreadable(request, reply, err);
    }
    if (!file) return reply.status(404).send({ success: false, message: accountDataTextFor(localeOf(request)).noSuchForm });
    return reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${file.filename}"`).type('application/pdf').send(file.pdf);
  });

  app.post(ops.closeOwnAccount.path, { ...replyShapes(ops.closeOwnAccount), onRequest: [requireSameOrigin, requireJson], config: limit }, async (request, reply) => {
    const session = await requireSessionWithXsrf(request, reply);
    if (!session) return reply;
    const found = await accountOwner(app.db, session.user_id);
    if (!found) return signedOut(request, reply);
    const text = accountDataTextFor(localeOf(request));
    const password = (request.body as Record<string, unknown> | null)?.password;
    if (typeof password !== 'string' || password.length === 0 || password.length > PASSWORD_MAX) return reply.status(400).send({ success: false, message: text.passwordNeeded });
    if (!(await passwordMatches(app.db, found.id, password))) return reply.status(403).send({ success: false, message: text.wrongPassword });
    const now = app.clock();
    const closed = await closeAccount(app.db, app.uploads, dataOwner(found), {
      years,
      notice: { clinicEmail: app.config.clinicNotifyEmail, siteUrl: app.config.siteUrl, now },
      now: Date.now(),
    });
    if (closed.cancelled > 0) app.mailer.wake();
    app.sessions.clearCookies(reply);
    request.log.info({ userId: found.id, requests: closed.requests, appointments: closed.appointments, keptForms: closed.kept?.versions ?? 0 }, 'account closed by the patient');
    return {
      success: true,
      message: text.closed(years, closed.kept !== undefined),
      kept_health_forms: closed.kept?.versions ?? 0,
      kept_until: closed.kept ? new Date(closed.kept.keepUntil).toISOString() : null,
    };
  });
};

export default accountDataRoutes;
