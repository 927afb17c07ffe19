import path from 'node:path';
import fp from 'fastify-plugin';
import { UploadStore } from '../uploads/upload-store';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

/** The private photo store in DATA_DIR/uploads (swept by the maintenance plugin). */
export default fp(
  async (app) => {
    const store = new UploadStore(path.join(app.config.dataDir, 'uploads'));
    await store.init();
    app.decorate('uploads', store);
  },
  { name: 'uploads', dependencies: ['config'] },
);
