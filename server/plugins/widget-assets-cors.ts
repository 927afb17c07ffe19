/**
 * CORS for the widget bundle's own files under /widgets/: the on-demand parts the bundle imports
 * and the FAQ questions it fetches are cross-origin requests from partner pages (and some clients,
 * such as happy-dom, preflight every cross-origin request). Preflights are answered with 204;
 * allowed origins (see cors.ts) get their origin echoed, other origins no CORS headers, so their
 * browsers refuse, as they refuse the API calls. The plain script tag needs no CORS and works for
 * everyone.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAllowedOrigin } from './cors';

const PREFIX = '/widgets/';

function allowOrigin(request: FastifyRequest, reply: FastifyReply, allowed: (origin: string) => boolean): void {
  const origin = request.headers.origin;
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\borigin\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Origin` : 'Origin');
  // the asset server may have put its own `*` here: this plugin decides who may read the files
  reply.removeHeader('access-control-allow-origin');
  if (origin && allowed(origin)) reply.header('access-control-allow-origin', origin);
}

export default fp(
  async (app) => {
    const allowed = (origin: string) => isAllowedOrigin(app.config, origin);

    app.options(`${PREFIX}*`, async (request, reply) => {
      allowOrigin(request, reply, allowed);
      if (reply.hasHeader('access-control-allow-origin')) {
        reply.header('access-control-allow-methods', 'GET, HEAD');
        const asked = request.headers['access-control-request-headers'];
        if (asked) reply.header('access-control-allow-headers', asked);
        reply.header('access-control-max-age', '600');
      }
      return reply.code(204).send();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'OPTIONS' && request.url.startsWith(PREFIX)) allowOrigin(request, reply, allowed);
      return payload;
    });
  },
  { name: 'widget-assets-cors', dependencies: ['config'] },
);
