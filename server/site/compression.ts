/**
 * Compression of what is made per request: pages and text responses are compressed on the fly
 * (brotli at a quality that is fast for HTML); built assets are served from the .br/.gz files
 * written at build time, and cached pages carry bytes compressed once (page-cache.ts).
 */
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
