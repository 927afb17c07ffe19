/**
 * A real HTTP server on 127.0.0.1 for the lead-form and widget tests: it answers each API path from
 * a script (status and body, a dropped connection for "no response"), serves files such as the
 * built widget bundle, and records every request exactly as it arrived, with multipart bodies
 * taken apart so a test can read the fields and the uploaded file.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { setTimeout as wait } from 'node:timers/promises';

export type Answer = { status: number; body: unknown; delayMs?: number } | 'drop';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export interface Received {
  method: string;
  path: string;
  /** the path with its query, as sent */
  url: string;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  json?: unknown;
  parts?: Part[];
}

export interface LeadApiServer {
  url: string;
  received: Received[];
  /** requests to a path, preflights left out */
  to(path: string): Received[];
  /** queues answers for a path; when the queue is empty the default answer is used */
  answer(path: string, ...answers: Answer[]): void;
  setDefault(path: string, answer: Answer): void;
  serveFile(path: string, file: string, contentType: string): void;
  /** forgets what was received and every scripted answer (served files stay) */
  reset(): void;
  close(): Promise<void>;
}

function parseMultipart(raw: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) return [];
  const marker = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let start = raw.indexOf(marker);
  while (start !== -1) {
    const next = raw.indexOf(marker, start + marker.length);
    if (next === -1) break;
    const chunk = raw.subarray(start + marker.length + 2, next - 2); // skip CRLF after marker and before next
    const split = chunk.indexOf('\r\n\r\n');
    if (split !== -1) {
      const head = chunk.subarray(0, split).toString('utf8');
      const disposition = /content-disposition:[^\r\n]*/i.exec(head)?.[0] ?? '';
      const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
      const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1];
      parts.push({ name, filename, contentType: type, data: Buffer.from(chunk.subarray(split + 4)) });
    }
    start = next;
  }
  return parts;
}

export const field = (req: Received, name: string): string | undefined =>
  req.parts?.find((p) => p.name === name && p.filename === undefined)?.data.toString('utf8');

export const filePart = (req: Received, name: string): Part | undefined => req.parts?.find((p) => p.name === name && p.filename !== undefined);

export async function startLeadApi(): Promise<LeadApiServer> {
  const received: Received[] = [];
  const queues = new Map<string, Answer[]>();
  const defaults = new Map<string, Answer>();
  const files = new Map<string, { file: string; contentType: string }>();

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // a partner page calls from another origin: answer like the real server's CORS
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('vary', 'origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET, POST');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? 'content-type');
      res.statusCode = 204;
      res.end();
      return;
    }
    const entry: Received = { method: req.method ?? 'GET', path, url: req.url ?? '/', headers: req.headers, raw };
    const type = req.headers['content-type'] ?? '';
    if (type.startsWith('application/json')) entry.json = JSON.parse(raw.toString('utf8'));
    if (type.startsWith('multipart/form-data')) entry.parts = parseMultipart(raw, type);
    received.push(entry);

    const served = files.get(path);
    if (served) {
      res.setHeader('content-type', served.contentType);
      res.end(fs.readFileSync(served.file));
      return;
    }
    const answer = queues.get(path)?.shift() ?? defaults.get(path);
    if (!answer) {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: false, message: `No such endpoint: ${req.method} ${path}` }));
      return;
    }
    if (answer === 'drop') {
      req.socket.destroy();
      return;
    }
    if (answer.delayMs) await wait(answer.delayMs);
    res.statusCode = answer.status;
    res.setHeader('content-type', typeof answer.body === 'string' ? 'text/html' : 'application/json');
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  };
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    to: (path) => received.filter((r) => r.path === path),
    answer: (path, ...answers) => queues.set(path, [...(queues.get(path) ?? []), ...answers]),
    setDefault: (path, answer) => defaults.set(path, answer),
    serveFile: (path, file, contentType) => files.set(path, { file, contentType }),
    reset: () => {
      received.length = 0;
      queues.clear();
      defaults.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
