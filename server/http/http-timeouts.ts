/**
 * How long a client may take, so a slow or stalled client (slowloris) is cut off instead of holding
 * a connection forever. Node serves every connection from one event loop, so a waiting client costs
 * a socket, never a worker; these bound how many such sockets can pile up.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { replyMessages } from '../i18n/api-messages';

export interface HttpTimeouts {
  /** from the first byte of a request to the end of its headers */
  headersMs: number;
  /** from the first byte to the end of the body: a 16 MB photo over a slow mobile uplink fits */
  requestMs: number;
  /** a socket on which nothing arrives for this long is closed, mid-request or between requests (never while its answer is being worked out) */
  idleMs: number;
  /** a kept-alive socket with no new request is closed after this */
  keepAliveMs: number;
  /** how often Node checks the header and request deadlines (it checks on a timer, not per byte), and body-rate.ts the body rates */
  checkEveryMs: number;
  /**
   * a body the server is reading must arrive at least this fast, in bytes a second averaged over
   * `bodyRateWindowMs` (body-rate.ts); 0: no minimum. From MIN_BODY_BYTES_PER_SECOND.
   */
  minBodyBytesPerSecond: number;
  /** how long a body is read before its rate is first judged */
  bodyRateGraceMs: number;
  /** the span a body's rate is averaged over (or since its read began, when that is shorter) */
  bodyRateWindowMs: number;
}

export const defaultHttpTimeouts: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 120_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
  // 4 KB/s (32 kbit/s) is below a phone's uplink on a poor 2G/EDGE signal, and far below what a
  // photo already needs to arrive within `requestMs` (1 MB in 120 s is 8.5 KB/s); averaged over
  // 20 s, a signal lost for a dozen seconds is no reason to cut a phone off
  minBodyBytesPerSecond: 4_096,
  bodyRateGraceMs: 10_000,
  bodyRateWindowMs: 20_000,
};

/**
 * Answers a client Node gives up on with the API's JSON shape instead of a bare status line: the
 * header or whole-request time-out (408), headers too large (431) or a request HTTP cannot parse
 * (400). Node hands these over as 'clientError' before any route runs, so the answer is written to
 * the socket by hand (Fastify's `clientErrorHandler` option), and only when no response to this
 * request has begun. Logged at debug: a slow phone or a port scanner is no error of ours.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, replyMessages.requestTimeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, replyMessages.headersTooLarge]
        : [400, replyMessages.unreadableRequest];
  this.log.debug({ code: err.code, status }, 'client cut off');
  answerAndClose(socket, status, message);
  socket.destroy(err);
}

/** The request each socket is on, so a time-out knows whether its body is still coming and whether an answer has begun. */
const exchanges = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();

/**
 * A socket silent for `idleMs` is closed; when the client was in the middle of sending a request
 * body, it first gets the same 408 JSON as the other time-outs. (With a 'timeout' listener Node no
 * longer closes the socket itself, so this always does.)
 *
 * A request answered before its body was read (a photo upload refused for its length, or with no
 * free slot) is drained by Node, which drops what still comes. But once an answer is finished Node
 * gives the socket only the keep-alive wait, so a client pausing a few seconds mid-body would be cut
 * off, its send failing before it reads the answer; it gets the idle wait instead, as any client
 * mid-body does, until its body is in (and `requestMs` bounds the whole).
 */
export function answerIdleTimeouts(app: FastifyInstance, timeouts: Pick<HttpTimeouts, 'idleMs' | 'keepAliveMs'>): void {
  app.addHook('onRequest', (request, reply, done) => {
    exchanges.set(request.raw.socket, { req: request.raw, res: reply.raw });
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const { raw } = request;
    if (!raw.complete && !raw.socket.destroyed) {
      raw.socket.setTimeout(timeouts.idleMs);
      raw.once('end', () => raw.socket.setTimeout(timeouts.keepAliveMs));
    }
    done();
  });
  app.server.on('timeout', (socket: Socket) => {
    const exchange = exchanges.get(socket);
    // A request that is wholly in, its answer not yet begun, is silent because of us, not the
    // client: cutting it off would lose the answer (a booking made under load, never acknowledged).
    // Writing the answer wakes the socket's timer again. Once the answer is under way, a client
    // that stops reading it is cut off as before.
    if (exchange?.req.complete === true && !exchange.res.headersSent && !socket.destroyed) return;
    if (exchange?.req.complete === false) {
      app.log.debug({ status: 408 }, 'client idle mid-request, cut off');
      answerAndClose(socket, 408, replyMessages.requestTimeout);
    }
    socket.destroy();
  });
}

/** Writes a JSON error answer straight to the socket, unless an answer to its request is under way or already given. */
export function answerAndClose(socket: Socket, status: number, message: string): void {
  // An answer already under way, or already given to a request whose body is still arriving (one
  // refused before its body was read): a second answer would be one nobody asked for. The
  // previous request's finished answer, on a kept-alive socket, is no reason to stay silent.
  const exchange = exchanges.get(socket);
  const res = exchange?.res;
  if (!socket.writable || (res?.headersSent === true && (!res.writableFinished || exchange?.req.complete === false))) return;
  const body = JSON.stringify({ success: false, message });
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
