/**
 * Post images: staff upload one (POST /api/staff/posts/images, multipart field `image`, behind
 * the staff guard, through the consultation photo's body and decode gates) and get a name of 128
 * random bits; its files are at /media/posts/{name}-{width}.{webp|jpg}.
 *
 * Who may read a file is decided on each request, by the publishing clock: while a live post
 * (published, its time passed) shows the image, anyone, cached for a year (an address never
 * changes its bytes: a new upload is a new name); otherwise only a signed-in staff member, with
 * `no-store` so no shared cache keeps a draft's picture, and anyone else the same 404 as an
 * address with no image, so a scheduled post's pictures appear at its minute with nothing to run.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { actorOf, isStaffSignedIn, staffOnly } from '../staff';
import { requireMultipart } from '../plugins/request-guards';
import { readMultipartForm, refuseOversizedForm } from '../uploads/multipart-form';
import { bodySlotHolder } from '../uploads/body-gate';
import { GateBusyError } from '../uploads/slot-gate';
import { postOperations } from './post-operations';
import { replyShapes } from '../http/reply-serializer';
import { imageMessages as m } from './post-messages';
import { apiText } from '../i18n/api-text';
import { preparePostImage } from './post-images';
import { findPostImageFile, insertPostImage } from './post-image-repository';
import { isImageOnLivePost } from './blog-repository';
import { POST_IMAGE_NAME, postImagePath, srcsetOf } from '../../src/content/post-image-sizes';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE = new RegExp(`^(${POST_IMAGE_NAME})-([0-9]{1,4})(?:x[0-9]{1,4})?\\.(webp|jpg)$`);

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
        const name = await insertPostImage(app.db, prepared, actorOf(request), app.publishingClock.now());
        const ref = { name, width: prepared.width, height: prepared.height };
        request.log.info({ postImage: name }, 'post image stored');
        return reply.status(201).send({
          success: true,
          message: m.uploaded,
          image: { ...ref, path: postImagePath(ref), srcset_webp: srcsetOf(ref, 'webp'), srcset_jpeg: srcsetOf(ref, 'jpg') },
        });
      }, request.signal, bodySlotHolder(request));
    } catch (err) {
      if (!(err instanceof GateBusyError)) throw err;
      return reply.status(503).header('retry-after', String(err.retryAfterSeconds)).send({ success: false, message: m.busy(err.retryAfterSeconds) });
    }
  });
};

export function registerPostImageFiles(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/media/posts/:file', async (request, reply) => {
    // An unknown picture is an unknown address, worded in the visitor's language like any other.
    // A picture visitors may not see yet answers the very same, and neither is kept by a cache:
    // the one may be live at the next minute.
    const missing = () =>
      reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ success: false, message: apiText(request).reply.noSuchEndpoint('GET', request.url.split('?')[0] ?? '') });
    const match = FILE.exec(request.params.file);
    const name = match?.[1];
    if (!match || !name) return missing();
    const format = match[3] === 'webp' ? 'webp' : 'jpeg';
    const bytes = await findPostImageFile(app.db, name, Number(match[2]), format);
    if (!bytes) return missing();
    const type = format === 'webp' ? 'image/webp' : 'image/jpeg';
    if (await isImageOnLivePost(app.db, `/media/posts/${name}-`, app.publishingClock.now())) {
      return reply.type(type).header('cache-control', IMMUTABLE).send(bytes);
    }
    if (!(await isStaffSignedIn(request))) return missing();
    return reply.type(type).header('cache-control', 'no-store').send(bytes);
  });
}
