/**
 * Consultation bodies are read only a few at a time (server/uploads/body-gate.ts): a request takes
 * a body slot before a byte of its body is read. Beyond the slots, requests wait in a short queue
 * with their bodies unread in the socket, and past the queue (or the wait) they are answered 503
 * with a Retry-After and JSON, nothing stored; a form declaring more than any acceptable form is a
 * JSON 413 before its body is read; a client that stalls or leaves gives its slot or its place back.
 * Memory itself is measured by `npm run bench`; here only what bounds it. Nothing here depends on
 * the database, so SQLite alone runs it.
 */
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { MAX_FORM_BYTES } from '../../server/uploads/multipart-form';
import { SlotGate } from '../../server/uploads/slot-gate';
import { QuietCollector } from '../../server/uploads/quiet-collector';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg, makeNoiseJpeg } from './helpers/images';
import { uniqueEmail } from './helpers/accounts';
import type { TestResponse } from './helpers/test-client';

const consultation = apiPath('scheduleconversation');
const BUSY_7 = { success: false, message: 'We are receiving many photos right now. Please try again in 7 seconds.' };
const TOO_LARGE = { success: false, message: 'The photo is larger than 16 MB. Please choose a smaller one.' };

function consultationForm(email: string, photo: Buffer): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ first_name: 'Lucia', last_name: 'Fernandez', email, phone: '3055550188', message: 'Jawline.' })) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'converted_image.jpg');
  return form;
}

/** Takes one body slot until released, as an upload being read would. */
function holdBodySlot(t: TestApp): { release: () => void; done: Promise<unknown> } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { release, done: t.app.bodyGate.run(() => held) };
}

/** The server's end of every connection made to it from now on, to see how much of each it has read. */
function watchSockets(t: TestApp): net.Socket[] {
  const sockets: net.Socket[] = [];
  t.app.server.on('connection', (socket: net.Socket) => sockets.push(socket));
  return sockets;
}

/** A raw connection that writes `first` and then nothing; resolves with all the server sent once either side closes. */
function rawClient(t: TestApp, first: string | Buffer): { socket: net.Socket; received: () => string; closed: Promise<string> } {
  const url = new URL(t.baseUrl);
  // latin1: one byte per character, so the JPEG marker bytes count as written in Content-Length
  const socket = net.connect(Number(url.port), url.hostname, () => socket.write(typeof first === 'string' ? Buffer.from(first, 'latin1') : first));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, received: () => received, closed };
}

function multipartHead(t: TestApp, contentLength: number): string {
  return (
    `POST ${consultation} HTTP/1.1\r\nHost: ${new URL(t.baseUrl).host}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${contentLength}\r\n\r\n` +
    `--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0`
  );
}

/** An HTTP answer as written on the wire: status line, lower-cased headers, JSON body. */
function parseRaw(raw: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

describe('upload body slots', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const rowFor = (email: string) => t!.app.db.selectFrom('consultation_requests').select('id').where('email', '=', email).executeTakeFirst();

  it('lets uploads beyond the slots wait with their bodies unread, turns away those past the queue with 503, Retry-After and JSON, then serves the waiting ones', async () => {
    t = await startTestApp('sqlite', { bodyGate: { concurrent: 1, maxWaiting: 2, maxWaitMs: 60_000, retryAfterSeconds: 7 } });
    const sockets = watchSockets(t);
    const photo = await makeNoiseJpeg(6_000_000);
    const slot = holdBodySlot(t);

    const waitingEmails = [uniqueEmail('waiting'), uniqueEmail('waiting')];
    const waiting = waitingEmails.map((email) => t!.client().postForm(consultation, consultationForm(email, photo)));
    await vi.waitFor(() => expect(t!.app.bodyGate.load).toEqual({ running: 1, waiting: 2 }), { timeout: 20_000, interval: 20 });
    // each waiting request's 6 MB is still with its client: the server has read its headers and at
    // most a buffer's worth beyond (Node stops reading a request nobody consumes), and no more
    // however long it waits
    const unread = () => {
      expect(sockets).toHaveLength(2);
      for (const socket of sockets) expect(socket.bytesRead).toBeLessThan(512 * 1024);
    };
    unread();

    const turnedAwayEmails = [uniqueEmail('away'), uniqueEmail('away'), uniqueEmail('away')];
    const turnedAway = await Promise.all(turnedAwayEmails.map((email) => t!.client().postForm(consultation, consultationForm(email, photo))));
    for (const res of turnedAway) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('7');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual(BUSY_7);
    }
    for (const email of turnedAwayEmails) expect(await rowFor(email)).toBeUndefined();
    expect(t.app.bodyGate.load).toEqual({ running: 1, waiting: 2 });
    expect(sockets.slice(0, 2).every((s) => s.bytesRead < 512 * 1024)).toBe(true);

    slot.release();
    await slot.done;
    for (const res of await Promise.all(waiting)) expect(res.body.success).toBe(true);
    for (const email of waitingEmails) expect(await rowFor(email)).toBeDefined();
    expect(t.app.bodyGate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('turns a waiting upload away with 503, Retry-After and JSON when no slot frees up in time; stores nothing', async () => {
    t = await startTestApp('sqlite', { bodyGate: { concurrent: 1, maxWaiting: 5, maxWaitMs: 300, retryAfterSeconds: 7 } });
    const slot = holdBodySlot(t);
    const email = uniqueEmail('late');
    const res = await t.client().postForm(consultation, consultationForm(email, await makeJpeg()));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.body).toEqual(BUSY_7);
    expect(await rowFor(email)).toBeUndefined();
    expect(t.app.bodyGate.load).toEqual({ running: 1, waiting: 0 });
    slot.release();
    await slot.done;
  });

  it('answers a form declaring more than any acceptable form with a JSON 413 before reading its body, without taking a slot; stores nothing', async () => {
    t = await startTestApp('sqlite', { bodyGate: { concurrent: 1, maxWaiting: 0, maxWaitMs: 60_000 } });
    // every slot taken and no queue: only a refusal that never waits for a slot can answer 413
    const slot = holdBodySlot(t);
    const client = rawClient(t, multipartHead(t, MAX_FORM_BYTES + 1));
    await vi.waitFor(() => expect(client.received()).toMatch(/\r\n\r\n.+/s), { timeout: 20_000, interval: 20 });
    const answer = parseRaw(client.received());
    expect(answer.status).toBe(413);
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.body).toEqual(TOO_LARGE);
    client.socket.destroy();
    expect(t.app.bodyGate.load).toEqual({ running: 1, waiting: 0 });
    slot.release();
    await slot.done;
    expect(await t.app.db.selectFrom('consultation_requests').select('id').execute()).toEqual([]);
  });

  it('answers a body sent without a length that grows over 16 MB with a JSON 413 as it is read; stores nothing', async () => {
    t = await startTestApp('sqlite');
    const email = uniqueEmail('chunked');
    const big = Buffer.concat([await makeJpeg(), Buffer.alloc(17 * 1024 * 1024, 7)]);
    const form = new Response(consultationForm(email, big));
    const contentType = form.headers.get('content-type') ?? '';
    const body = new Uint8Array(await form.arrayBuffer());
    // a stream has no length, so fetch sends it chunked
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < body.length; at += 1024 * 1024) controller.enqueue(body.subarray(at, at + 1024 * 1024));
        controller.close();
      },
    });
    const res = await fetch(t.baseUrl + consultation, { method: 'POST', body: stream, headers: { 'content-type': contentType }, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(await rowFor(email)).toBeUndefined();
    expect(t.app.bodyGate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a client answered before its body was read finish sending it at its own pace (the idle wait, not the keep-alive one), and answers it once', async () => {
    t = await startTestApp('sqlite', {
      bodyGate: { concurrent: 1, maxWaiting: 0, maxWaitMs: 60_000, retryAfterSeconds: 7 },
      timeouts: { headersMs: 2_000, requestMs: 30_000, idleMs: 8_000, keepAliveMs: 200, checkEveryMs: 200 },
    });
    const slot = holdBodySlot(t);
    const head = multipartHead(t, 0);
    const preamble = head.slice(head.indexOf('\r\n\r\n') + 4);
    const rest = Buffer.concat([Buffer.alloc(1024 * 1024, 7), Buffer.from('\r\n--x--\r\n')]);
    const client = rawClient(t, multipartHead(t, Buffer.byteLength(preamble, 'latin1') + rest.length));
    let closed = false;
    void client.closed.then(() => (closed = true));
    await vi.waitFor(() => expect(client.received()).toMatch(/\r\n\r\n.+/s), { timeout: 20_000, interval: 20 });
    expect(parseRaw(client.received()).status).toBe(503);
    // silent mid-body for twice the keep-alive wait (which Node stretches by a second): still
    // connected, as any client mid-body would be
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(closed).toBe(false);
    client.socket.write(rest);
    // the body in, the socket is an idle kept-alive one again, closed after its short wait
    const all = await client.closed;
    expect(all.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    slot.release();
    await slot.done;
  });

  it('closes the socket of a client answered before its body was read that then goes silent, without a second answer', async () => {
    t = await startTestApp('sqlite', {
      bodyGate: { concurrent: 1, maxWaiting: 0, maxWaitMs: 60_000, retryAfterSeconds: 7 },
      timeouts: { headersMs: 2_000, requestMs: 30_000, idleMs: 1_000, keepAliveMs: 200, checkEveryMs: 200 },
    });
    const slot = holdBodySlot(t);
    const client = rawClient(t, multipartHead(t, 1024 * 1024));
    const all = await client.closed;
    expect(all.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(parseRaw(all)).toMatchObject({ status: 503, body: BUSY_7 });
    slot.release();
    await slot.done;
  });

  it('gives back the slot of a client that stalls mid-body (cut off with a JSON 408) and the place of one that leaves while waiting', async () => {
    t = await startTestApp('sqlite', {
      bodyGate: { concurrent: 1, maxWaiting: 2, maxWaitMs: 60_000 },
      timeouts: { headersMs: 1_000, requestMs: 30_000, idleMs: 3_000, checkEveryMs: 200 },
    });
    const stalled = rawClient(t, multipartHead(t, 2_000_000));
    await vi.waitFor(() => expect(t!.app.bodyGate.load).toEqual({ running: 1, waiting: 0 }), { timeout: 20_000, interval: 20 });
    const leaving = rawClient(t, multipartHead(t, 2_000_000));
    await vi.waitFor(() => expect(t!.app.bodyGate.load).toEqual({ running: 1, waiting: 1 }), { timeout: 20_000, interval: 20 });
    leaving.socket.destroy();
    await vi.waitFor(() => expect(t!.app.bodyGate.load).toEqual({ running: 1, waiting: 0 }), { timeout: 20_000, interval: 20 });

    const cutOff = parseRaw(await stalled.closed);
    expect(cutOff.status).toBe(408);
    expect(cutOff.body).toEqual({ success: false, message: 'The request took too long to arrive. Please try again.' });
    await vi.waitFor(() => expect(t!.app.bodyGate.load).toEqual({ running: 0, waiting: 0 }), { timeout: 20_000, interval: 20 });

    const email = uniqueEmail('after');
    const res: TestResponse = await t.client().postForm(consultation, consultationForm(email, await makeJpeg()));
    expect(res.body.success).toBe(true);
    expect(await rowFor(email)).toBeDefined();
  });
});

describe('collecting a burst’s memory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once the body slots have stayed empty for a moment, not while uploads run, and once per quiet spell', async () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const collector = new QuietCollector(1_000, () => gate.load.running > 0, collect);
    const gate = new SlotGate({ concurrent: 1, maxWaiting: 10, maxWaitMs: 60_000, retryAfterSeconds: 5 }, () => collector.arm());

    const hold = () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      return { release, done: gate.run(() => held) };
    };
    const first = hold();
    const queued = Array.from({ length: 3 }, () => gate.run(async () => undefined));
    first.release();
    await Promise.all([first.done, ...queued]);
    // the slot passed from one upload to the next, and went empty once
    await vi.advanceTimersByTimeAsync(999);
    expect(collect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(collect).toHaveBeenCalledTimes(1);

    // empty again, but busy by the time the moment is over: no collection then, one at the next quiet
    await gate.run(async () => undefined);
    const busy = hold();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    busy.release();
    await busy.done;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(collect).toHaveBeenCalledTimes(2);
    collector.stop();
  });

  it('does nothing when Node runs without --expose-gc', () => {
    const collector = new QuietCollector(1_000, () => false, undefined);
    expect(collector.enabled).toBe(false);
    collector.arm();
    collector.stop();
  });
});
