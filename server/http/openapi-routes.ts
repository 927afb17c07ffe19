/**
 * GET /api/openapi.json: the API described (docs/product/api.md#the-api-described), built once from
 * the operations table the top level hands it and served with an ETag. Registered before the API
 * routes, it also notes every route they register under /api (`app.apiRoutes`), so a test can hold
 * the document against the router.
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { ApiOperation } from './api-operation';
import type { JsonSchema } from './json-schema';
import * as r from './reply-schemas';
import { buildOpenApiDocument } from './openapi-document';

declare module 'fastify' {
  interface FastifyInstance {
    /** every method and path registered under /api, HEAD left out */
    apiRoutes: { method: string; url: string }[];
  }
}

export const openApiOperations = {
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'About the API',
    summary: 'This description of the API (OpenAPI 3.1)',
    description: 'Cacheable (`Cache-Control: public, max-age=300`, `ETag`); any origin may read it.',
    security: 'public',
    responses: {
      '200': { description: 'The OpenAPI document.', schema: r.openApiReply, headers: { ETag: { description: 'The document’s version.', schema: { type: 'string' } as JsonSchema } } },
      '304': { description: 'Not modified since the `If-None-Match` ETag.' },
    },
  },
} satisfies Record<string, ApiOperation>;

export default fp<{ operations: Record<string, ApiOperation> }>(
  async (app, opts) => {
    const routes: { method: string; url: string }[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    });

    let built: { body: string; etag: string } | undefined;
    const document = () => {
      if (!built) {
        const body = JSON.stringify(buildOpenApiDocument(opts.operations));
        built = { body, etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      }
      return built;
    };

    app.get(openApiOperations.openApi.path, async (request, reply) => {
      const { body, etag } = document();
      // a public description: any origin's tools (an API explorer) may read it
      reply.header('cache-control', 'public, max-age=300').header('etag', etag).header('access-control-allow-origin', '*');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'openapi' },
);
