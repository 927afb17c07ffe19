/**
 * The server HTML of every public route (and a blog post) passes the W3C Nu HTML Checker (vnu.jar,
 * from the vnu-jar package, run on this machine's Java) with no error. Crawlers and assistive
 * technology read this markup before any script runs.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './fixtures/browser';
import { publicPaths } from '../../site/route-paths';
import { localizePath } from '../../site/i18n/site-locale';

const vnuJar = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

describe('valid HTML', () => {
  it('every public route and a blog post, in English and in Spanish, pass the Nu HTML Checker with no error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-vnu-'));
    try {
      const posts = (await (await fetch(`${baseUrl()}/api/blog-list`)).json()) as { blogs: { slug: string }[] };
      const spanishPosts = (await (await fetch(`${baseUrl()}/api/blog-list?lang=es`)).json()) as { blogs: { slug: string }[] };
      // every page in both languages (the Spanish twins under /es), and a post of each blog
      const paths = [
        ...publicPaths,
        `/blog/${posts.blogs[0]?.slug ?? ''}`,
        ...publicPaths.map((p) => localizePath(p, 'es')),
        `/es/blog/${spanishPosts.blogs[0]?.slug ?? ''}`,
      ];
      for (const p of paths) {
        const res = await fetch(`${baseUrl()}${p}`);
        expect(res.status, p).toBe(200);
        fs.writeFileSync(path.join(dir, `${p.replace(/\//g, '_') || '_'}.html`), await res.text());
      }
      // vnu exits 1 when it finds errors, with its report on stderr
      const run = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', dir], { maxBuffer: 64 * 1024 * 1024 }).then(
        (r) => r.stderr,
        (err: { stderr?: string; code?: unknown }) => {
          if (err.code === 'ENOENT') throw new Error('java is not installed: the Nu HTML Checker needs it (apt-get install -y default-jre-headless)');
          return err.stderr ?? '';
        },
      );
      const { messages } = JSON.parse(run || '{"messages":[]}') as { messages: VnuMessage[] };
      const errors = messages
        .filter((m) => m.type === 'error' || m.subType === 'fatal')
        .map((m) => `${path.basename(m.url)}: ${m.message} [${(m.extract ?? '').slice(0, 80)}]`);
      expect(paths.length).toBeGreaterThan(40);
      expect(errors).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
