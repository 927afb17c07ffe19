import path from 'node:path';
import fp from 'fastify-plugin';
import { UploadStore } from '../uploads/upload-store';
import { DecodeGate, defaultDecodeGate, type DecodeGateSettings } from '../uploads/decode-gate';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
    decodeGate: DecodeGate;
  }
}

/** The private photo store in DATA_DIR/uploads (swept by the maintenance plugin), and the gate that bounds photo decoding. */
export default fp<{ decodeGate?: Partial<DecodeGateSettings> }>(
  async (app, opts) => {
    const store = new UploadStore(path.join(app.config.dataDir, 'uploads'));
    await store.init();
    app.decorate('uploads', store);
    app.decorate('decodeGate', new DecodeGate({ ...defaultDecodeGate, ...opts.decodeGate }));
  },
  { name: 'uploads', dependencies: ['config'] },
);
