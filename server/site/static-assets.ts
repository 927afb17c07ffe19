/**
 * The built files: the client build (hashed assets, public images; never its index.html, which is
 * only the pages' template) and the widget bundle under /widgets/. Who may read the widget files
 * from another origin is decided by server/plugins/widget-assets-cors.ts, not here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { clientFileCacheControl, WIDGET_CACHE } from './cache-headers';

export async function registerStaticAssets(app: FastifyInstance): Promise<void> {
  const clientDir = path.join(app.config.distDir, 'site/client');
  const widgetsDir = path.join(app.config.distDir, 'widgets');

  if (fs.existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      preCompressed: true,
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite'),
      setHeaders(res, filePath) {
        const rel = path.relative(clientDir, filePath);
        res.header('cache-control', clientFileCacheControl(rel));
        if (rel.startsWith('images')) res.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  if (fs.existsSync(widgetsDir)) {
    await app.register(fastifyStatic, {
      root: widgetsDir,
      prefix: '/widgets/',
      decorateReply: false,
      preCompressed: true,
      wildcard: false,
      setHeaders(res) {
        // partner pages on any origin load the bundle with one script tag
        res.header('cross-origin-resource-policy', 'cross-origin');
        res.header('cache-control', WIDGET_CACHE);
      },
    });
  }
}
