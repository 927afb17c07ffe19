import fp from 'fastify-plugin';
import type { FieldCipher } from '../db/field-cipher';
import { fieldCipherFor } from '../db/field-key-source';

declare module 'fastify' {
  interface FastifyInstance {
    /** seals and opens sensitive columns (server/db/field-cipher.ts); its key is checked before the server listens */
    fieldCipher: FieldCipher;
  }
}

/** The field encryption key, read (or, on a plain SQLite start, made) once at start: without it the server does not start. */
export default fp(
  async (app) => {
    const cipher = fieldCipherFor(app.config, app.log);
    app.log.info({ keyId: cipher.current.id, oldKeys: cipher.keyIds.length - 1 }, 'field encryption key ready');
    app.decorate('fieldCipher', cipher);
  },
  { name: 'field-encryption', dependencies: ['config'] },
);
