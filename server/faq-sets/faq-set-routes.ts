/**
 * The FAQ set calls (docs/product/api.md#faq-sets): the public read the site and the widget use,
 * and the staff calls behind the staff guard (server/staff/staff-guard.ts): list, read, create a
 * named set, save one language with If-Match (409 when someone saved first), delete a named set.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireJson } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { actorOf, staffOnly } from '../staff';
import { apiText } from '../i18n/api-text';
import type { StaffDb } from '../db/schema';
import { faqSetOperations as ops } from './faq-set-operations';
import { faqSetMessages as m } from './faq-set-messages';
import { ifMatchVersion, keyOf, languageOf, parseCreateBody, parseSaveBody } from './faq-set-request';
import { findSet, listSetAudit, listSets, type FaqSetAuditRow, type FaqSetRow } from './faq-set-repository';
import { parseStoredItems } from './faq-set-items';
import { faqHtmlMarkdown } from '../../src/faq/faq-markdown';
import { createNamedSet, deleteNamedSet, saveSet } from './faq-set-changes';
import type { FaqSetReader } from './faq-set-reader';
import { publicMessages as english } from './public-messages';
import { publicMessages as spanish } from './public-messages.es';

const staffView = (row: FaqSetRow) => ({
  key: row.set_key,
  language: row.language,
  kind: row.kind,
  title: row.title,
  version: row.version,
  updated_at: row.updated_at,
  updated_by: row.updated_by,
  // staff edit Markdown: an answer stored as HTML is offered as the Markdown that renders it
  items: parseStoredItems(row.items).map((item) => ({ question: item.question, answer: item.answer, markdown: item.markdown ?? faqHtmlMarkdown(item.answer) })),
});

const auditView = (row: FaqSetAuditRow) => ({ id: row.id, actor: row.actor, language: row.language, action: row.action, detail: row.detail, created_at: row.created_at });

const quoted = (version: string | number) => `"${version}"`;

/** GET /api/faq-sets/:key: anyone, partner pages included (server/plugins/cors.ts). */
export const publicFaqSetRoutes: FastifyPluginAsync<{ reader: FaqSetReader }> = async (app, { reader }) => {
  app.get('/api/faq-sets/:key', replyShapes(ops.faqSet), async (request, reply) => {
    const key = keyOf(request.params);
    const set = key ? await reader.get(key, languageOf(request.query)) : null;
    if (!set) return reply.status(404).send({ success: false, message: (apiText(request).locale === 'es' ? spanish : english).notFound });
    const tag = quoted(set.version);
    reply.header('etag', tag).header('cache-control', 'public, max-age=30');
    if (request.headers['if-none-match'] === tag) return reply.status(304).send();
    return { success: true, ...set };
  });
};

export const staffFaqSetRoutes: FastifyPluginAsync<{ db: StaffDb }> = async (app, { db }) => {
  app.addHook('onRequest', staffOnly);
  const notFound = (reply: FastifyReply) => reply.status(404).send({ success: false, message: m.notFound });
  const withAudit = async (row: FaqSetRow) => ({ set: staffView(row), audit: (await listSetAudit(db, row.set_key)).map(auditView) });

  app.get('/faq-sets', replyShapes(ops.staffFaqSets), async () => {
    const rows = await listSets(db);
    return {
      success: true,
      sets: rows.map((r) => ({
        key: r.set_key,
        language: r.language,
        kind: r.kind,
        title: r.title,
        item_count: parseStoredItems(r.items).length,
        version: r.version,
        updated_at: r.updated_at,
        updated_by: r.updated_by,
      })),
    };
  });

  app.get('/faq-sets/:key', replyShapes(ops.staffFaqSet), async (request, reply) => {
    const key = keyOf(request.params);
    const row = key && (await findSet(db, key, languageOf(request.query)));
    if (!row) return notFound(reply);
    reply.header('etag', quoted(row.version));
    return { success: true, ...(await withAudit(row)) };
  });

  app.post('/faq-sets', { ...replyShapes(ops.staffCreateFaqSet), onRequest: requireJson }, async (request, reply) => {
    const parsed = parseCreateBody(request.body);
    if (!parsed.ok) return reply.status(400).send({ success: false, message: m.fixFields, errors: parsed.errors });
    const { key, title } = parsed.value;
    const taken = () => reply.status(409).send({ success: false, message: m.keyTaken });
    try {
      if (!(await createNamedSet(db, key, title, actorOf(request))).created) return taken();
    } catch (err) {
      // two staff creating the same key at once: the unique key lets one win
      if (app.dbAdapter.isUniqueViolation(err)) return taken();
      throw err;
    }
    const row = await findSet(db, key, 'en');
    if (!row) return notFound(reply);
    reply.header('etag', quoted(row.version));
    return reply.send({ success: true, message: m.created, ...(await withAudit(row)) });
  });

  app.put('/faq-sets/:key', { ...replyShapes(ops.staffSaveFaqSet), onRequest: requireJson }, async (request, reply) => {
    const key = keyOf(request.params);
    if (!key) return notFound(reply);
    const version = ifMatchVersion(request.headers['if-match']);
    if (version === undefined) return reply.status(428).send({ success: false, message: m.versionRequired });
    const parsed = parseSaveBody(request.body);
    if (!parsed.ok) return reply.status(400).send({ success: false, message: m.fixFields, errors: parsed.errors });
    const result = await saveSet(db, key, languageOf(request.query), version, parsed.value, actorOf(request));
    if (result.outcome === 'missing') return notFound(reply);
    reply.header('etag', quoted(result.set.version));
    if (result.outcome === 'stale') return reply.status(409).send({ success: false, message: m.changedBySomeoneElse, set: staffView(result.set) });
    request.log.info({ staffId: actorOf(request).staffId, key, version: result.set.version }, 'faq set saved');
    return { success: true, message: m.saved, ...(await withAudit(result.set)) };
  });

  app.delete('/faq-sets/:key', replyShapes(ops.staffDeleteFaqSet), async (request, reply) => {
    const key = keyOf(request.params);
    if (!key) return notFound(reply);
    const result = await deleteNamedSet(db, key, actorOf(request));
    if (result === 'clinic') return reply.status(400).send({ success: false, message: m.clinicSetKept });
    if (result === 'missing') return notFound(reply);
    return { success: true, message: m.deleted };
  });
};
