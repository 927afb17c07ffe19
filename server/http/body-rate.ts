/**
 * The minimum body rate: a body the server is reading must keep arriving at
 * `minBodyBytesPerSecond`, averaged over the last `bodyRateWindowMs` (or since its read began)
 * once `bodyRateGraceMs` have passed, or its client is cut off with the JSON 408 of
 * http-timeouts.ts. Without it a client that trickles a byte every few seconds never trips the idle
 * time-out and keeps what its request holds (a photo upload's body slot, server/uploads/body-gate.ts)
 * for the whole `requestMs`.
 *
 * Only a body the server is reading is judged, and from the moment its read begins: a JSON body
 * when Fastify starts to parse it; a multipart upload once its request holds a body slot (the body
 * gate calls `watch`: until then the body waits unread on purpose, held back by TCP); and a body
 * answered before it was read while Node drains it (then the socket is closed without a second
 * answer). The rate is the socket's count of bytes read, which moves only while the server reads:
 * so a tick that comes late (the event loop was busy, and the socket unread) starts the
 * measurement afresh rather than blame the client for the server's own pause.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { replyMessages } from '../i18n/api-messages';
import { answerAndClose, type HttpTimeouts } from './http-timeouts';

export type BodyRateSettings = Pick<HttpTimeouts, 'minBodyBytesPerSecond' | 'bodyRateGraceMs' | 'bodyRateWindowMs' | 'checkEveryMs'>;

export interface BodyRateWatch {
  /** judges the body of `req` from now until it is all in (a second call changes nothing) */
  watch(req: IncomingMessage): void;
  /** bodies being judged now (for tests and logs) */
  readonly watching: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the minimum body rate (server/http/body-rate.ts) */
    bodyRate: BodyRateWatch;
  }
}

interface Sample {
  at: number;
  bytes: number;
}

interface Watched {
  req: IncomingMessage;
  /** when the measurement began (the read, or the last late tick) */
  since: number;
  /** the oldest is the last sample at or before the window's start */
  samples: Sample[];
}

/** Methods whose body Fastify never reads (handle-request.js's bodyless ones). */
const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);

function hasBody(req: IncomingMessage): boolean {
  if (BODYLESS.has(req.method ?? '')) return false;
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Installs the rule on the whole app (call before any route is registered) and decorates it with `bodyRate`. */
export function cutOffSlowBodies(app: FastifyInstance, settings: BodyRateSettings): void {
  const watched = new Map<IncomingMessage, Watched>();
  // A tick this late means the process, not the client, was slow: a shorter pause costs the
  // measured rate at most a quarter of a window.
  const lateAfterMs = Math.max(2 * settings.checkEveryMs, settings.bodyRateWindowMs / 4);
  let ticker: NodeJS.Timeout | undefined;
  let lastTick = 0;

  const tick = () => {
    const now = performance.now();
    const late = now - lastTick > lateAfterMs;
    lastTick = now;
    for (const w of watched.values()) {
      const socket = w.req.socket;
      if (w.req.complete || socket.destroyed) {
        watched.delete(w.req);
        continue;
      }
      const sample = { at: now, bytes: socket.bytesRead };
      if (late) {
        w.since = now;
        w.samples = [sample];
        continue;
      }
      w.samples.push(sample);
      while (w.samples.length > 1 && (w.samples[1] as Sample).at <= now - settings.bodyRateWindowMs) w.samples.shift();
      const first = w.samples[0] as Sample;
      if (now - w.since < settings.bodyRateGraceMs || now <= first.at) continue;
      const bytesPerSecond = ((sample.bytes - first.bytes) * 1000) / (now - first.at);
      if (bytesPerSecond >= settings.minBodyBytesPerSecond) continue;
      watched.delete(w.req);
      app.log.debug({ status: 408, bytesPerSecond: Math.round(bytesPerSecond) }, 'body arriving too slowly, cut off');
      answerAndClose(socket, 408, replyMessages.requestTimeout);
      socket.destroy();
    }
    if (watched.size === 0) stop();
  };

  const stop = () => {
    clearInterval(ticker);
    ticker = undefined;
  };

  const watch = (req: IncomingMessage) => {
    if (settings.minBodyBytesPerSecond <= 0 || watched.has(req) || req.complete || req.socket.destroyed) return;
    const now = performance.now();
    watched.set(req, { req, since: now, samples: [{ at: now, bytes: req.socket.bytesRead }] });
    if (!ticker) {
      lastTick = now;
      ticker = setInterval(tick, settings.checkEveryMs);
      ticker.unref();
    }
  };

  app.decorate('bodyRate', {
    watch,
    get watching() {
      return watched.size;
    },
  } satisfies BodyRateWatch);

  // A body Fastify reads (JSON): its read begins right after this hook. A multipart body is read
  // later by its route, inside a body slot, and watched from there.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (hasBody(request.raw) && !/^multipart\//i.test(request.headers['content-type'] ?? '')) watch(request.raw);
    done(null, payload);
  });
  // A body answered before it was read (refused, or turned away by the body gate) is drained by
  // Node, as fast as the client sends it.
  app.addHook('onResponse', (request, _reply, done) => {
    watch(request.raw);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    stop();
    watched.clear();
    done();
  });
}
