/**
 * Slow bodies cannot lock patients out of the upload slots (server/uploads/body-gate.ts,
 * server/http/body-rate.ts): one address may have only its share of the body slots in the gate (a
 * further upload from it is the busy server's 503 at once), so a patient elsewhere still books;
 * and a body that arrives below the minimum body rate is cut off with the JSON 408 instead of
 * holding its slot for the whole request time-out. The two addresses are two sockets bound to
 * 127.0.0.2 and 127.0.0.1. The rate's windows are set short here through the build options, the
 * sockets' own events say when each was answered or cut off, and nothing waits for a fixed time.
 * Nothing here depends on the database, so SQLite alone runs it.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { defaultBodyGate } from '../../server/uploads/body-gate';
import { defaultHttpTimeouts } from '../../server/http/http-timeouts';
import { collectLogLines } from './helpers/log-lines';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { uniqueEmail } from './helpers/accounts';

const consultation = apiPath('scheduleconversation');
const SLOW_ADDRESS = '127.0.0.2';
const DECLARED = 10 * 1024 * 1024;
const MIN_RATE = 2_048;
const TOO_SLOW = { success: false, message: 'The request took too long to arrive. Please try again.' };
const BUSY_5 = { success: false, message: 'We are receiving many photos right now. Please try again in 5 seconds.' };

/** An HTTP answer as written on the wire: status line, lower-cased headers, JSON body. */
function parseRaw(raw: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

interface SlowClient {
  /** everything the server has sent so far */
  received(): string;
  /** resolves with everything the server sent, once the server closes the socket */
  closed: Promise<string>;
  /** from now on a byte at a time: far below the minimum rate */
  trickle(): void;
}

/**
 * A raw connection from `localAddress` that sends a request's head (`head`) and then its body at
 * 20 KB/s (a kilobyte every 50 ms, ten times the minimum rate set here) until told to trickle.
 */
function slowClient(t: TestApp, head: string, localAddress: string): SlowClient {
  const url = new URL(t.baseUrl);
  let chunk = Buffer.alloc(1024, 0x61);
  let timer: NodeJS.Timeout | undefined;
  const socket = net.connect({ port: Number(url.port), host: url.hostname, localAddress }, () => {
    socket.write(Buffer.from(head, 'latin1'));
    timer = setInterval(() => socket.writable && socket.write(chunk), 50);
  });
  let received = '';
  socket.on('data', (data: Buffer) => (received += data.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    }),
  );
  return { received: () => received, closed, trickle: () => (chunk = Buffer.from('a')) };
}

/** A consultation form declaring a 10 MB photo, of which only the part headers and the JPEG's first bytes come at once. */
function uploadHead(t: TestApp): string {
  return (
    `POST ${consultation} HTTP/1.1\r\nHost: ${new URL(t.baseUrl).host}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${DECLARED}\r\n\r\n` +
    `--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0`
  );
}

function bookingForm(email: string, photo: Buffer): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ first_name: 'Marisol', last_name: 'Vega', email, phone: '3055550142', message: 'Under-chin, please.' })) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'converted_image.jpg');
  return form;
}

describe('slow uploads from one address', () => {
  let t: TestApp;
  const { stream: logStream, lines: logLines } = collectLogLines();
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      logger: true,
      logStream,
      env: { LOG_LEVEL: 'debug' },
      // production's slots and share (the test app lifts the share unless told)
      bodyGate: { concurrent: defaultBodyGate.concurrent, perAddress: defaultBodyGate.perAddress },
      // the minimum rate judged after 1 s over 1 s, checked every 100 ms; the whole-request
      // time-out stays at production's 120 s, so only the rate can cut a client off here
      timeouts: { checkEveryMs: 100, minBodyBytesPerSecond: MIN_RATE, bodyRateGraceMs: 1_000, bodyRateWindowMs: 1_000 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leaves a patient elsewhere a slot while four slow uploads come from one address, and cuts the slow ones off with a JSON 408', async () => {
    expect(defaultBodyGate.perAddress).toBe(defaultBodyGate.concurrent / 2);
    const gate = t.app.bodyGate;

    // the first two take their address's share of the four slots
    const holders = [slowClient(t, uploadHead(t), SLOW_ADDRESS), slowClient(t, uploadHead(t), SLOW_ADDRESS)];
    await vi.waitFor(() => expect(gate.load).toEqual({ running: 2, waiting: 0 }), { timeout: 20_000, interval: 20 });
    expect(gate.heldBy(SLOW_ADDRESS)).toBe(2);

    // the next two from that address are answered as a busy server is, at once, and keep sending
    const refused = [slowClient(t, uploadHead(t), SLOW_ADDRESS), slowClient(t, uploadHead(t), SLOW_ADDRESS)];
    await vi.waitFor(() => refused.forEach((c) => expect(c.received()).toMatch(/\r\n\r\n\{.*\}$/s)), { timeout: 20_000, interval: 20 });
    for (const client of refused) {
      const answer = parseRaw(client.received());
      expect(answer.status).toBe(503);
      expect(answer.headers).toContain('retry-after: 5');
      expect(answer.headers).toContain('content-type: application/json');
      expect(answer.body).toEqual(BUSY_5);
    }
    expect(gate.load).toEqual({ running: 2, waiting: 0 });

    // a patient from another address books while all four are still open
    const email = uniqueEmail('patient');
    const booking = await t.client().postForm(consultation, bookingForm(email, await makeJpeg({ width: 64, height: 64 })));
    expect(booking.status).toBe(200);
    expect(booking.body).toEqual({ success: true, message: 'Thank you! Your consultation request has been received. We will contact you shortly.' });
    expect(await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', email).executeTakeFirst()).toBeDefined();
    // sending ten times the minimum rate, none of the four was cut off
    for (const client of holders) expect(client.received()).toBe('');
    expect(gate.heldBy(SLOW_ADDRESS)).toBe(2);

    // now they trickle: the two reading bodies get the JSON 408, their slots are free again, and
    // the two already answered are closed without a second answer
    for (const client of [...holders, ...refused]) client.trickle();
    for (const raw of await Promise.all(holders.map((c) => c.closed))) {
      const answer = parseRaw(raw);
      expect(answer.status).toBe(408);
      expect(raw).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(answer.headers).toContain('content-type: application/json');
      expect(answer.body).toEqual(TOO_SLOW);
    }
    for (const raw of await Promise.all(refused.map((c) => c.closed))) {
      expect(raw.match(/HTTP\/1\.1 /g)).toHaveLength(1);
      expect(parseRaw(raw).status).toBe(503);
    }
    await vi.waitFor(() => expect(gate.load).toEqual({ running: 0, waiting: 0 }), { timeout: 20_000, interval: 20 });
    expect(gate.heldBy(SLOW_ADDRESS)).toBe(0);
    expect(t.app.bodyRate.watching).toBe(0);
    // a slow client is no error of ours: told so in the log at debug, the cut-off read below error level
    const lines = logLines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(lines.filter((l) => l.msg === 'body arriving too slowly, cut off' && l.level === 20)).toHaveLength(4);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('takes the minimum rate from MIN_BODY_BYTES_PER_SECOND, and cuts off a JSON body below it with the JSON 408 long before the whole-request time-out', async () => {
    expect(defaultHttpTimeouts.requestMs).toBe(120_000);
    const fromEnv = await startTestApp('sqlite', {
      env: { MIN_BODY_BYTES_PER_SECOND: String(MIN_RATE) },
      timeouts: { checkEveryMs: 100, bodyRateGraceMs: 1_000, bodyRateWindowMs: 1_000 },
    });
    try {
      const head = `POST ${apiPath('contactus')} HTTP/1.1\r\nHost: ${new URL(fromEnv.baseUrl).host}\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"name":"`;
      const client = slowClient(fromEnv, head, '127.0.0.1');
      client.trickle();
      const answer = parseRaw(await client.closed);
      expect(answer.status).toBe(408);
      expect(answer.headers).toContain('content-type: application/json');
      expect(answer.body).toEqual(TOO_SLOW);
    } finally {
      await fromEnv.close();
    }
  });
});
