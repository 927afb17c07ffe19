/**
 * The staff post calls under /api/staff/posts, all behind the staff guard (server/staff/staff-guard.ts):
 * list, read, create, save (If-Match), publish or schedule, unpublish, restore a revision, delete.
 * Every reply carries the post's version as its ETag; a stale If-Match answers 409 with the post
 * as it is now, and the editor keeps what its user typed (docs/decisions/0018-publishing-posts.md).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { requireJson, requireJsonOrEmpty } from '../plugins/request-guards';
import { actorOf, staffOnly } from '../staff';
import { postOperations } from './post-operations';
import { replyShapes } from '../http/reply-serializer';
import type { BlogPostRow } from './blog-repository';
import { postMessages as m } from './post-messages';
import { createPost, deletePost, publishPost, restoreRevision, savePost, unpublishPost, type ChangeOutcome } from './post-changes';
import { etagOf, parseId, parseIfMatch, parsePostBody, parsePublishBody } from './post-request';
import { findPostById, findPostBySlug, findTranslations, listAllPosts, listOldSlugs, listPostAudit, listRevisions, type PostDb } from './post-repository';
import { postAuditView, postDetail, postSummary, revisionView } from './post-views';

const publishingRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.addHook('onRequest', staffOnly);
  const clock = app.publishingClock;
  const notFound = { success: false, message: m.notFound };

  const detailOf = async (conn: PostDb, post: BlogPostRow) => {
    const target = post.translation_of ? await findPostBySlug(conn, post.translation_of) : undefined;
    const [translatedBy] = await findTranslations(conn, post.slug);
    return postDetail(post, clock.now(), { translationOfId: target?.id ?? null, translatedBy: translatedBy ?? null, oldSlugs: await listOldSlugs(conn, post.id) });
  };

  const sendPost = async (reply: FastifyReply, post: BlogPostRow, status = 200, message?: string) => {
    const [detail, revisions, audit] = await Promise.all([detailOf(db, post), listRevisions(db, post.id), listPostAudit(db, post.id)]);
    return reply
      .status(status)
      .header('etag', etagOf(post.version))
      .send({ success: true, ...(message ? { message } : {}), post: detail, revisions: revisions.map(revisionView), audit: audit.map(postAuditView) });
  };

  const sendOutcome = async (reply: FastifyReply, outcome: ChangeOutcome | { kind: 'revision_not_found' }, message: string, status = 200) => {
    switch (outcome.kind) {
      case 'ok':
        return sendPost(reply, outcome.post, status, message);
      case 'not_found':
        return reply.status(404).send(notFound);
      case 'revision_not_found':
        return reply.status(404).send({ success: false, message: m.revisionNotFound });
      case 'invalid':
        return reply.status(400).send({ success: false, message: m.fixFields, errors: outcome.errors });
      case 'conflict':
        return reply
          .status(409)
          .header('etag', etagOf(outcome.post.version))
          .send({ success: false, message: m.changedBySomeoneElse, post: await detailOf(db, outcome.post) });
    }
  };

  /** `If-Match` as a version; `null` when the header is there but names none (treated as stale). */
  const ifMatchOf = (header: unknown): number | null | undefined => {
    if (header === undefined) return undefined;
    return parseIfMatch(header) ?? null;
  };

  app.get('/posts', replyShapes(postOperations.staffPosts), async () => {
    const now = clock.now();
    return { success: true, posts: (await listAllPosts(db)).map((row) => postSummary(row, now)) };
  });

  app.post('/posts', { ...replyShapes(postOperations.staffCreatePost), onRequest: requireJson }, async (request, reply) => {
    const parsed = parsePostBody(request.body);
    if (!parsed.ok) return reply.status(400).send({ success: false, message: m.fixFields, errors: parsed.errors });
    return sendOutcome(reply, await createPost(db, app.dbAdapter, parsed.value, actorOf(request), clock.now()), m.created, 201);
  });

  app.get<{ Params: { id: string } }>('/posts/:id', replyShapes(postOperations.staffPost), async (request, reply) => {
    const id = parseId(request.params.id);
    const post = id === undefined ? undefined : await findPostById(db, id);
    if (!post) return reply.status(404).send(notFound);
    return sendPost(reply, post);
  });

  app.put<{ Params: { id: string } }>('/posts/:id', { ...replyShapes(postOperations.staffSavePost), onRequest: requireJson }, async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === undefined) return reply.status(404).send(notFound);
    const expected = ifMatchOf(request.headers['if-match']);
    if (expected === undefined) return reply.status(428).send({ success: false, message: m.ifMatchRequired });
    const parsed = parsePostBody(request.body);
    if (!parsed.ok) return reply.status(400).send({ success: false, message: m.fixFields, errors: parsed.errors });
    return sendOutcome(reply, await savePost(db, app.dbAdapter, id, expected ?? -1, parsed.value, actorOf(request), clock.now()), m.saved);
  });

  app.post<{ Params: { id: string } }>('/posts/:id/publish', { ...replyShapes(postOperations.staffPublishPost), onRequest: requireJsonOrEmpty }, async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === undefined) return reply.status(404).send(notFound);
    const now = clock.now();
    const asked = parsePublishBody(request.body, now);
    if (!asked.ok) return reply.status(400).send({ success: false, message: m.fixFields, errors: asked.errors });
    const expected = ifMatchOf(request.headers['if-match']);
    // fields to save first must name the version they were edited from, as a save does
    if (asked.value.post && expected === undefined) return reply.status(428).send({ success: false, message: m.ifMatchRequired });
    const { at, post } = asked.value;
    const outcome = await publishPost(db, app.dbAdapter, id, at, expected === null ? -1 : expected, actorOf(request), now, post ?? undefined);
    return sendOutcome(reply, outcome, at > now ? m.scheduled : m.published);
  });

  app.post<{ Params: { id: string } }>('/posts/:id/unpublish', { ...replyShapes(postOperations.staffUnpublishPost), onRequest: requireJsonOrEmpty }, async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === undefined) return reply.status(404).send(notFound);
    const expected = ifMatchOf(request.headers['if-match']);
    return sendOutcome(reply, await unpublishPost(db, app.dbAdapter, id, expected === null ? -1 : expected, actorOf(request), clock.now()), m.unpublished);
  });

  app.post<{ Params: { id: string; revision: string } }>(
    '/posts/:id/revisions/:revision/restore',
    { ...replyShapes(postOperations.staffRestorePost), onRequest: requireJsonOrEmpty },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const revision = parseId(request.params.revision);
      if (id === undefined || revision === undefined) return reply.status(404).send(notFound);
      const expected = ifMatchOf(request.headers['if-match']);
      if (expected === undefined) return reply.status(428).send({ success: false, message: m.ifMatchRequired });
      return sendOutcome(reply, await restoreRevision(db, app.dbAdapter, id, revision, expected ?? -1, actorOf(request), clock.now()), m.restored);
    },
  );

  app.delete<{ Params: { id: string } }>('/posts/:id', replyShapes(postOperations.staffDeletePost), async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === undefined) return reply.status(404).send(notFound);
    const expected = ifMatchOf(request.headers['if-match']);
    const outcome = await deletePost(db, app.dbAdapter, id, expected === null ? -1 : expected, actorOf(request), clock.now());
    if (outcome.kind === 'ok') return { success: true, message: m.deleted };
    return sendOutcome(reply, outcome, m.deleted);
  });
};

export default publishingRoutes;
