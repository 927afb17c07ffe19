/**
 * The idle time-out (server/http/http-timeouts.ts) is the client's: a socket silent because the server is
 * still working out its answer to a request that is wholly in keeps that answer, while a client that
 * stops mid-body is cut off with the JSON 408, and a kept-alive socket left idle is closed.
 */
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerIdleTimeouts } from '../../server/http/http-timeouts';

const IDLE_MS = 300;

/** Sends raw bytes on a new connection; resolves with everything received once the server closes it or `untilText` arrives. */
function exchange(port: number, raw: string, untilText?: string): Promise<{ received: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (untilText && received.includes(untilText)) {
        socket.destroy();
        resolve({ received, closedByServer: false });
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ received, closedByServer: true }));
  });
}

describe('the idle time-out', () => {
  let app: FastifyInstance;
  let port: number;
  let releaseSlow: () => void = () => undefined;
  let slowStarted: Promise<void>;
  let markSlowStarted: () => void = () => undefined;

  beforeAll(async () => {
    app = Fastify({ connectionTimeout: IDLE_MS, keepAliveTimeout: IDLE_MS });
    answerIdleTimeouts(app, { idleMs: IDLE_MS, keepAliveMs: IDLE_MS });
    slowStarted = new Promise((resolve) => (markSlowStarted = resolve));
    app.post('/slow', async () => {
      markSlowStarted();
      // answered only when the test says so, well after several idle periods have passed
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      return { success: true, message: 'Booked after a long wait' };
    });
    app.post('/echo', async (request) => ({ success: true, got: request.body }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps a socket whose complete request the server is still answering, and delivers the answer', async () => {
    // the server's own handler listens first, so by the time this one hears the time-out it has acted on it
    const timedOut = new Promise<void>((resolve) => app.server.once('timeout', () => resolve()));
    const answer = exchange(port, 'POST /slow HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}', 'Booked after a long wait');
    await slowStarted;
    await timedOut;
    releaseSlow();
    const { received, closedByServer } = await answer;
    expect(closedByServer).toBe(false);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toContain('{"success":true,"message":"Booked after a long wait"}');
  });

  it('still cuts off a client that stops in the middle of its body, with the JSON 408', async () => {
    const { received, closedByServer } = await exchange(port, 'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"a":');
    expect(closedByServer).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(received).toContain('"success":false');
  });

  it('still closes a kept-alive socket left idle after its answer', async () => {
    const { received, closedByServer } = await exchange(port, 'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
    expect(closedByServer).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});
