/**
 * A browser-like HTTP client for tests: keeps cookies between calls and, like the site's redaxios
 * client, echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN. Every answer is returned with its status,
 * headers and parsed JSON (or raw text when it is not JSON).
 */
export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** send X-XSRF-TOKEN from the cookie, as the site's client does */
  sendXsrf = true;

  constructor(
    readonly baseUrl: string,
    private readonly opts: { origin?: string } = {},
  ) {}

  async request<T = Record<string, unknown>>(path: string, init: RequestInit = {}): Promise<TestResponse<T>> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (this.sendXsrf && xsrf && !headers.has('x-xsrf-token')) headers.set('x-xsrf-token', xsrf);
    if (this.opts.origin && !headers.has('origin')) headers.set('origin', this.opts.origin);
    const res = await fetch(this.baseUrl + path, { ...init, headers }).catch((err: unknown) => {
      // A kept-alive connection the server closed (its 5 s idle time-out) just as this request
      // reused it: a browser sends an idempotent request again on a fresh connection, and so do we.
      const method = (init.method ?? 'GET').toUpperCase();
      const reset = (err as { cause?: { code?: string } } | null)?.cause?.code === 'ECONNRESET';
      if (!reset || (method !== 'GET' && method !== 'HEAD')) throw err;
      return fetch(this.baseUrl + path, { ...init, headers });
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the test sees the raw text
    }
    return { status: res.status, headers: res.headers, body: body as T, text };
  }

  post<T = Record<string, unknown>>(path: string, json: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    return this.request<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(json),
    });
  }

  postRaw<T = Record<string, unknown>>(path: string, body: BodyInit, headers: Record<string, string>): Promise<TestResponse<T>> {
    return this.request<T>(path, { method: 'POST', headers, body });
  }

  postForm<T = Record<string, unknown>>(path: string, form: FormData, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    return this.request<T>(path, { method: 'POST', body: form, headers });
  }

  get<T = Record<string, unknown>>(path: string, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    return this.request<T>(path, { headers });
  }
}

/**
 * POST JSON with node:http, for headers fetch refuses to send (a forged Host), or bodies it would
 * reshape. Returns status and text.
 */
export async function rawPost(baseUrl: string, path: string, body: string | Buffer, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const http = await import('node:http');
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', headers: { 'content-length': String(Buffer.byteLength(body)), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
