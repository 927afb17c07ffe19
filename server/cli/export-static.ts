/**
 * `npm run build:static`: writes every public route (and every blog post) as a finished HTML file
 * in dist/static/, beside a copy of the built assets, for hosting the marketing pages on a CDN.
 * Forms still need the API: point the CDN's /api/* (and /widgets/*) at a running server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'dist/static');

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const app = await buildApp(config, { logger: false });
await app.ready();
try {
  const paths = new Set<string>();
  const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  for (const m of sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.add(new URL(m[1] ?? '/').pathname);
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'dist/site/client'), out, { recursive: true, filter: (src) => !src.endsWith('index.html') });
  for (const p of paths) {
    const res = await app.inject({ method: 'GET', url: p, headers: { 'accept-encoding': 'identity' } });
    if (res.statusCode !== 200) throw new Error(`${p} answered ${res.statusCode}`);
    const file = path.join(out, p === '/' ? 'index.html' : `${p.replace(/^\//, '')}/index.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, res.body);
  }
  for (const extra of ['robots.txt', 'sitemap.xml']) {
    const res = await app.inject({ method: 'GET', url: `/${extra}` });
    fs.writeFileSync(path.join(out, extra), res.body);
  }
  console.log(`wrote ${paths.size} pages to ${path.relative(root, out)}/`);
} finally {
  await app.close();
}
