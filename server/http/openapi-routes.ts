/**
 * GET /api/openapi.json: the API described (docs/product/api.md#the-api-described), built once and
 * served with an ETag. Registered before the API routes, it also notes every route they register
 * under /api (`app.apiRoutes`), so a test can hold the document against the router.
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { apiOperations } from '../api-operations';
import { buildOpenApiDocument } from './openapi-document';

declare module 'fastify' {
  interface FastifyInstance {
    /** every method and path registered under /api, HEAD left out */
    apiRoutes: { method: string; url: string }[];
  }
}

export default fp(
  async (app) => {
    const routes: { method: string; url: string }[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    });

    let built: { body: string; etag: string } | undefined;
    const document = () => {
      if (!built) {
        const body = JSON.stringify(buildOpenApiDocument());
        built = { body, etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      }
      return built;
    };

    app.get(apiOperations.openApi.path, async (request, reply) => {
      const { body, etag } = document();
      // a public description: any origin's tools (an API explorer) may read it
      reply.header('cache-control', 'public, max-age=300').header('etag', etag).header('access-control-allow-origin', '*');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'openapi' },
);
