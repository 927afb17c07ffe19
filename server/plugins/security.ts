/**
 * Security headers (helmet) on every response, cookie parsing, and the API's own headers: a
 * deny-all Content-Security-Policy (JSON needs nothing) and no caching of personal answers. Pages
 * get their CSP, with a per-page nonce, from server/site; helmet's is off so it never overrides it,
 * and the cross-origin resource policy that the site sets on /widgets/ and /images/ wins over
 * helmet's default because the site sets it on the reply, later.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      // Under plain http (a newcomer's localhost) HSTS would only be ignored; under https it pins https.
      strictTransportSecurity: app.config.siteUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    });
    await app.register(cookie);

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        reply.header('content-security-policy', API_CSP);
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security', dependencies: ['config'] },
);
