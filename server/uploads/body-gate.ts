/**
 * Lets only a few consultation bodies be read at once. A body is read whole into memory (a photo
 * of up to 16 MB), and it stays there until its photo is decoded and stored; read as they arrive,
 * 60 photos at once held over a gigabyte while they waited for the two decode slots. So a request
 * takes a slot before a byte of its body is read and keeps it until its answer is ready. Waiting,
 * its body stays unread in the socket: Node stops reading a request nobody consumes, so TCP makes
 * the client wait, and the bytes cost the server nothing. The queue is short and the wait
 * bounded, because the socket's idle time-out (http-timeouts.ts) would otherwise cut a waiting
 * client off with a 408: past either, the request is answered 503 with a Retry-After at once, and
 * its unread body is drained and dropped. A slot holder whose client stalls or vanishes is cut off
 * by the same time-outs, which ends its read and frees the slot.
 */
import type { SlotGateSettings } from './slot-gate';

export type BodyGateSettings = SlotGateSettings;

export const defaultBodyGate: BodyGateSettings = { concurrent: 4, maxWaiting: 20, maxWaitMs: 10_000, retryAfterSeconds: 5 };
