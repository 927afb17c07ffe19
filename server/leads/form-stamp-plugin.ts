import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { getOrCreateMeta } from '../db/app-meta-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** HMAC key of the lead forms' time-to-submit stamps, the same in every process */
    formStampSecret: string;
  }
}

export default fp(
  async (app) => {
    const secret = await getOrCreateMeta(app.db, 'form_stamp_secret', () => crypto.randomBytes(32).toString('base64url'));
    app.decorate('formStampSecret', secret);
  },
  { name: 'form-stamp', dependencies: ['database'] },
);
