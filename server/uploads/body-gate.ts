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
 *
 * Slots are few, so two rules keep one client from holding them all. One address (the request's
 * IP as Fastify sees it, which TRUST_PROXY governs; an IPv6 client's /64 as one) may have at most
 * half the slots' worth of requests in the gate, holding a slot or waiting for one: one more from
 * it is answered the same 503 at once, and a patient elsewhere still finds a slot. And a body,
 * once its slot is taken, must arrive at the minimum body rate (server/http/body-rate.ts), or its
 * client gets the JSON 408 and the slot is free again well before the 120 s a whole request may take.
 */
import type { FastifyRequest } from 'fastify';
import { clientIp } from '../plugins/rate-limit';
import type { SlotGateSettings, SlotHolder } from './slot-gate';

export type BodyGateSettings = SlotGateSettings;

export const defaultBodyGate: BodyGateSettings = { concurrent: 4, perAddress: 2, maxWaiting: 20, maxWaitMs: 10_000, retryAfterSeconds: 5 };

/**
 * For test and benchmark servers, where one address (127.0.0.1) plays every visitor: no share per
 * address. Tests about the share set it themselves.
 */
export const relaxedBodyGate: Partial<BodyGateSettings> = { perAddress: Number.POSITIVE_INFINITY };

/** The request as a body slot's holder: its address's share, and its body judged by the minimum rate from the moment its slot is its own. */
export function bodySlotHolder(request: FastifyRequest): SlotHolder {
  return { address: clientIp(request), onSlot: () => request.server.bodyRate.watch(request.raw) };
}
