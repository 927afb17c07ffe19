/**
 * Bodies no honest client sends and clients that never finish: a malformed, truncated or
 * boundary-less multipart body, or broken JSON, is a 400 with a JSON message and is logged below
 * error level; a client that stalls in its headers or its body, or trickles it, is cut off while
 * everyone else is served. Nothing here touches the database, so SQLite alone runs it.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { collectLogLines } from './helpers/log-lines';
import { startTestApp, type TestApp } from './helpers/test-app';
import { rawPost } from './helpers/test-client';

const consultation = apiPath('scheduleconversation');
const part = (name: string, value: string) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = 'Content-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';

const malformedMultipart: [string, string, string][] = [
  ['a JSON body under a multipart type', 'multipart/form-data; boundary=XyZ', '{"first_name":"Ana"}'],
  ['no boundary', 'multipart/form-data', `${part('first_name', 'Ana')}--x--\r\n`],
  ['an empty boundary', 'multipart/form-data; boundary=', `${part('first_name', 'Ana')}--x--\r\n`],
  ['a text part cut short', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAn'],
  ['a file part cut short', 'multipart/form-data; boundary=x', `--x\r\n${filePart}\xff\xd8\xff\xe0`],
  ['a closing boundary missing', 'multipart/form-data; boundary=x', part('first_name', 'Ana')],
  ['only an opening boundary', 'multipart/form-data; boundary=x', '--x'],
];

const malformedJson = ['{"email": "a@b.co",', '{', '{"a":1}}', '\u0000', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {"x": 1}}}', '"unterminated'];

describe('hostile bodies and slow clients', () => {
  let t: TestApp;
  const { stream: logStream, lines: logLines } = collectLogLines();
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      logger: true,
      logStream,
      env: { LOG_LEVEL: 'info' },
      timeouts: { headersMs: 1_000, requestMs: 2_500, idleMs: 1_500, checkEveryMs: 200 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every malformed multipart body with 400 JSON and logs it below error level', async () => {
    for (const [what, type, body] of malformedMultipart) {
      const res = await rawPost(t.baseUrl, consultation, Buffer.from(body, 'latin1'), { 'content-type': type });
      expect(res.status, what).toBe(400);
      expect(JSON.parse(res.text), what).toEqual({ success: false, message: 'The form could not be read. Please try again.' });
    }
    const errorLines = logLines.map((l) => JSON.parse(l) as { level: number }).filter((l) => l.level >= 50);
    expect(errorLines).toEqual([]);
  });

  it('answers every malformed JSON body with 400 JSON on every JSON call', async () => {
    for (const path of ['register', 'login', 'forgotpassword', 'reset', 'contactus'].map(apiPath)) {
      for (const body of malformedJson) {
        const res = await rawPost(t.baseUrl, path, body, { 'content-type': 'application/json' });
        expect(res.status, `${path} ${body}`).toBe(400);
        expect(JSON.parse(res.text), `${path} ${body}`).toEqual({ success: false, message: 'The request body is not valid JSON.' });
      }
    }
    const errorLines = logLines.map((l) => JSON.parse(l) as { level: number }).filter((l) => l.level >= 50);
    expect(errorLines).toEqual([]);
  });

  /** Opens a raw connection, writes `first`, and resolves with what the server sent once it closes the socket. */
  function stallingClient(first: string, trickle?: () => string): { closed: Promise<string>; socket: net.Socket } {
    const url = new URL(t.baseUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(first);
      // a byte at a time, often enough that the idle time-out never fires
      if (trickle) timer = setInterval(() => socket.writable && socket.write(trickle()), 300);
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const closed = new Promise<string>((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve(received);
      }),
    );
    socket.on('error', () => undefined);
    return { closed, socket };
  }

  it('cuts off a client that never finishes its headers, a stalled body and a trickled body with a JSON 408, while serving others', async () => {
    const host = `Host: ${new URL(t.baseUrl).host}\r\n`;
    const headers = stallingClient(`POST ${apiPath('contactus')} HTTP/1.1\r\n${host}X-Slow: `);
    const stalled = stallingClient(`POST ${apiPath('contactus')} HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":`);
    const trickled = stallingClient(`POST ${apiPath('contactus')} HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"name":"`, () => 'a');
    // while all three hang, the server answers everyone else
    const health = await t.client().get('/healthz');
    expect(health.status).toBe(200);
    // each is told why, in the API's JSON shape: headers too slow, a body that stopped, a body too slow
    for (const [what, raw] of Object.entries({ headers: await headers.closed, stalled: await stalled.closed, trickled: await trickled.closed })) {
      const [head = '', body] = raw.split('\r\n\r\n');
      expect(head, what).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(head.toLowerCase(), what).toContain('content-type: application/json');
      expect(JSON.parse(body ?? ''), what).toEqual({ success: false, message: 'The request took too long to arrive. Please try again.' });
    }
    expect((await t.client().get('/healthz')).status).toBe(200);
  });
});
