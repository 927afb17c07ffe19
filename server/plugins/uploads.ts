import path from 'node:path';
import fp from 'fastify-plugin';
import { UploadStore } from '../uploads/upload-store';
import { SlotGate } from '../uploads/slot-gate';
import { defaultDecodeGate, type DecodeGateSettings } from '../uploads/decode-gate';
import { defaultBodyGate, type BodyGateSettings } from '../uploads/body-gate';
import { importLegacyPhotos } from '../uploads/legacy-photo-import';
import { QuietCollector } from '../uploads/quiet-collector';

/** how long the body slots must stay empty before a burst's memory is collected */
const QUIET_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
    /** consultation bodies read (and held) at once */
    bodyGate: SlotGate;
    /** photo decodes at once */
    decodeGate: SlotGate;
  }
}

/**
 * The gates that bound how many photo bodies are read and how many photos decoded at once, and
 * DATA_DIR/uploads, where photos lived before they moved into the database: any still there are
 * moved in at start (then swept by the housekeeping plugin).
 */
export default fp<{ bodyGate?: Partial<BodyGateSettings>; decodeGate?: Partial<DecodeGateSettings> }>(
  async (app, opts) => {
    const store = new UploadStore(path.join(app.config.dataDir, 'uploads'));
    await store.init();
    const report = await importLegacyPhotos(app.db, store);
    if (report.moved > 0 || report.missing.length > 0) app.log.info(report, 'photo files moved into the database');
    app.decorate('uploads', store);
    const collector = new QuietCollector(QUIET_MS, () => app.bodyGate.load.running > 0);
    app.addHook('onClose', async () => collector.stop());
    app.decorate('bodyGate', new SlotGate({ ...defaultBodyGate, ...opts.bodyGate }, () => collector.arm()));
    app.decorate('decodeGate', new SlotGate({ ...defaultDecodeGate, ...opts.decodeGate }));
  },
  { name: 'uploads', dependencies: ['config', 'database'] },
);
