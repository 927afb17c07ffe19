/**
 * Lets only a few photo decodes run at once. A decode holds the whole picture in memory (a
 * 6000 × 6000 JPEG of 200 KB is 100 MB of pixels), so a burst of uploads must queue rather than
 * decode side by side. Only requests already holding a body slot (body-gate.ts) get here, so its
 * queue can never be longer than the body slots: it needs no bound of its own. The wait has one,
 * so a request is answered even when decodes take far longer than they should.
 */
import type { SlotGateSettings } from './slot-gate';

export type DecodeGateSettings = SlotGateSettings;

export const defaultDecodeGate: DecodeGateSettings = { concurrent: 2, maxWaiting: Number.POSITIVE_INFINITY, maxWaitMs: 10_000, retryAfterSeconds: 5 };
