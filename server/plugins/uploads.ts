import path from 'node:path';
import fp from 'fastify-plugin';
import { UploadStore } from '../uploads/upload-store';
import { DecodeGate, defaultDecodeGate, type DecodeGateSettings } from '../uploads/decode-gate';
import { importLegacyPhotos } from '../uploads/legacy-photo-import';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
    decodeGate: DecodeGate;
  }
}

/**
 * The gate that bounds photo decoding, and DATA_DIR/uploads, where photos lived before they moved
 * into the database: any still there are moved in at start (then swept by the housekeeping plugin).
 */
export default fp<{ decodeGate?: Partial<DecodeGateSettings> }>(
  async (app, opts) => {
    const store = new UploadStore(path.join(app.config.dataDir, 'uploads'));
    await store.init();
    const report = await importLegacyPhotos(app.db, store);
    if (report.moved > 0 || report.missing.length > 0) app.log.info(report, 'photo files moved into the database');
    app.decorate('uploads', store);
    app.decorate('decodeGate', new DecodeGate({ ...defaultDecodeGate, ...opts.decodeGate }));
  },
  { name: 'uploads', dependencies: ['config', 'database'] },
);
