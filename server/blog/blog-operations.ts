/**
 * The public blog calls, as server/api-operations.ts merges every feature's table (the staff's post
 * calls are in post-operations.ts): their routes take their reply shapes from here and the OpenAPI
 * document is built from them.
 */
import { failure, pathParam, publicCache, refusal, type ApiOperation } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import * as r from './blog-replies';

export const blogOperations = {
  blogList: {
    method: 'GET',
    path: '/api/blog-list',
    operationId: 'listBlogPosts',
    tag: 'Blog',
    summary: 'Every article of one language, newest first',
    description: 'Partner origins may call it (CORS).',
    parameters: [
      {
        name: 'lang',
        in: 'query',
        description: '"es" lists the Spanish articles; without it (or any other value) the English ones.',
        required: false,
        schema: { type: 'string' } as JsonSchema,
      },
    ],
    security: 'public',
    responses: { '200': { description: 'The articles.', schema: r.blogListReply, headers: publicCache }, ...failure },
  },
  blogDetails: {
    method: 'GET',
    path: '/api/blog-details/:slug',
    operationId: 'getBlogPost',
    tag: 'Blog',
    summary: 'One article',
    description: 'Partner origins may call it (CORS).',
    parameters: [pathParam('slug', 'The article’s slug.', { type: 'string', maxLength: 200 } as JsonSchema)],
    security: 'public',
    responses: {
      '200': { description: 'The article.', schema: r.blogDetailsReply, headers: publicCache },
      '404': refusal('No article with this slug. Message: "This article could not be found."'),
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
