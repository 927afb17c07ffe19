/**
 * CORS for the widget bundle's own files under /widgets/: the on-demand parts the bundle imports
 * and the FAQ questions it fetches are cross-origin requests from partner pages (and some clients,
 * such as happy-dom, preflight every cross-origin request). Preflights are answered with 204;
 * allowed origins (see cors.ts) get their origin echoed, other origins no CORS headers, so their
 * browsers refuse, as they refuse the API calls. The plain script tag needs no CORS and works for
 * everyone. The files themselves are served by server/site/static-assets.ts, which sends no CORS
 * headers: this plugin alone decides who may read them.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/env';
import { isAllowedOrigin } from './cors';

const PREFIX = '/widgets/';

function allowOrigin(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  if (config.allowedOrigins === '*') {
    reply.header('access-control-allow-origin', '*');
    return;
  }
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\borigin\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Origin` : 'Origin');
  const origin = request.headers.origin;
  if (origin && isAllowedOrigin(config, origin)) reply.header('access-control-allow-origin', origin);
}

export default fp(
  async (app) => {
    app.options(`${PREFIX}*`, async (request, reply) => {
      allowOrigin(request, reply, app.config);
      if (reply.hasHeader('access-control-allow-origin')) {
        reply.header('access-control-allow-methods', 'GET, HEAD');
        const asked = request.headers['access-control-request-headers'];
        if (asked) reply.header('access-control-allow-headers', asked);
        reply.header('access-control-max-age', '600');
      }
      return reply.code(204).send();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'OPTIONS' && request.url.startsWith(PREFIX)) allowOrigin(request, reply, app.config);
      return payload;
    });
  },
  { name: 'widget-assets-cors', dependencies: ['config'] },
);
