/**
 * Post images: staff upload one (POST /api/staff/posts/images, multipart field `image`, behind
 * the staff guard, through the consultation photo's body and decode gates), and anyone reads its
 * files at /media/posts/{id}-{width}.{webp|jpg}, cached for a year: an address never changes
 * its bytes, since a new upload is a new id.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { actorOf, staffOnly } from '../staff';
import { requireMultipart } from '../plugins/request-guards';
import { readMultipartForm, refuseOversizedForm } from '../uploads/multipart-form';
import { GateBusyError } from '../uploads/slot-gate';
import { postOperations } from './post-operations';
import { replyShapes } from '../http/reply-serializer';
import { MAX_ROW_ID } from '../db/column-ranges';
import { imageMessages as m } from './post-messages';
import { apiText } from '../i18n/api-text';
import { preparePostImage } from './post-images';
import { findPostImageFile, insertPostImage } from './post-image-repository';
import { postImagePath, srcsetOf } from '../../src/content/post-image-sizes';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE = /^(\d{1,10})-(\d{1,4})(?:x\d{1,4})?\.(webp|jpg)$/;

export const postImageUploadRoutes: FastifyPluginAsync = async (app) => {
  // as the consultation form registers it (server/leads/lead-routes.ts): a file past 16 MB is a 413
  await app.register(multipart, { throwFileSizeLimit: true });
  app.addHook('onRequest', staffOnly);

  app.post('/posts/images', { ...replyShapes(postOperations.staffUploadPostImage), onRequest: requireMultipart }, async (request, reply) => {
    refuseOversizedForm(request);
    try {
      return await app.bodyGate.run(async () => {
        const form = await readMultipartForm(request, 'image');
        if (!form.file) return reply.status(400).send({ success: false, message: m.missing, errors: { image: m.missing } });
        const bytes = form.file.bytes;
        const prepared = await app.decodeGate.run(() => preparePostImage(bytes));
        if (!prepared.ok) {
          const message = prepared.reason === 'not_image' ? m.notImage : prepared.reason === 'too_many_pixels' ? m.tooManyPixels : m.undecodable;
          return reply.status(400).send({ success: false, message, errors: { image: message } });
        }
        const id = await insertPostImage(app.db, prepared, actorOf(request), app.publishingClock.now());
        const ref = { id, width: prepared.width, height: prepared.height };
        request.log.info({ postImageId: id }, 'post image stored');
        return reply.status(201).send({
          success: true,
          message: m.uploaded,
          image: { ...ref, path: postImagePath(ref), srcset_webp: srcsetOf(ref, 'webp'), srcset_jpeg: srcsetOf(ref, 'jpg') },
        });
      }, request.signal);
    } catch (err) {
      if (!(err instanceof GateBusyError)) throw err;
      return reply.status(503).header('retry-after', String(err.retryAfterSeconds)).send({ success: false, message: m.busy(err.retryAfterSeconds) });
    }
  });
};

export function registerPostImageFiles(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/media/posts/:file', async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const id = match ? Number(match[1]) : 0;
    // an unknown picture is an unknown address, worded in the visitor's language like any other
    const missing = () => reply.status(404).send({ success: false, message: apiText(request).reply.noSuchEndpoint('GET', request.url.split('?')[0] ?? '') });
    if (!match || id < 1 || id > MAX_ROW_ID) return missing();
    const format = match[3] === 'webp' ? 'webp' : 'jpeg';
    const bytes = await findPostImageFile(app.db, id, Number(match[2]), format);
    if (!bytes) return missing();
    return reply.type(format === 'webp' ? 'image/webp' : 'image/jpeg').header('cache-control', IMMUTABLE).send(bytes);
  });
}
