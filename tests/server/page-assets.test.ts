/**
 * The boot script the server writes into each page (server/site/page-assets.ts,
 * docs/decisions/0020-first-paint.md): it names the entry and every chunk the page hydrates with,
 * read from Vite's manifest, and its text is the same on every page so its CSP hash is one value.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, PageAssets } from '../../server/site/page-assets';
import { BOOT_SCRIPT_HASH, pageCsp } from '../../server/site/page-csp';

const manifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, css: ['assets/style-S1.css'], imports: ['_runtime-R1.js', '_shared-H1.js'] },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  '_shared-H1.js': { file: 'assets/shared-H1.js', imports: ['_runtime-R1.js'] },
  'pages/home-page.tsx': { file: 'assets/home-page-P1.js', imports: ['_shared-H1.js', '_hero-C1.js'] },
  '_hero-C1.js': { file: 'assets/hero-C1.js', imports: ['_card-C2.js'] },
  '_card-C2.js': { file: 'assets/card-C2.js' },
  'pages/team-page.tsx': { file: 'assets/team-page-P2.js', imports: ['_card-C2.js'] },
};

let dir: string;
let assets: PageAssets;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-assets-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  assets = new PageAssets(dir);
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const attrs = (tag: string) => ({
  entry: /data-entry="([^"]*)"/.exec(tag)?.[1],
  preload: /data-preload="([^"]*)"/.exec(tag)?.[1]?.split(' '),
  text: /<script[^>]*>([\s\S]*)<\/script>/.exec(tag)?.[1],
});

describe('the boot script of a page', () => {
  it('names the entry and, for a modulepreload each, its imports and every chunk the page imports, once each', () => {
    expect(attrs(assets.bootScriptFor(['pages/home-page.tsx']))).toEqual({
      entry: '/assets/index-E1.js',
      preload: ['/assets/runtime-R1.js', '/assets/shared-H1.js', '/assets/home-page-P1.js', '/assets/hero-C1.js', '/assets/card-C2.js'],
      text: BOOT_SCRIPT,
    });
    expect(attrs(assets.bootScriptFor(['pages/team-page.tsx'])).preload).toEqual(['/assets/runtime-R1.js', '/assets/shared-H1.js', '/assets/team-page-P2.js', '/assets/card-C2.js']);
  });

  it('is the same script text on every page, and the policy allows it, and no other inline script, by its hash', () => {
    const hashOf = (tag: string) => {
      const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(tag)?.[1] ?? '';
      return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    };
    const home = hashOf(assets.bootScriptFor(['pages/home-page.tsx']));
    expect(hashOf(assets.bootScriptFor(['pages/team-page.tsx']))).toBe(home);
    expect(home).toBe(BOOT_SCRIPT_HASH);
    expect(/script-src ([^;]+)/.exec(pageCsp())?.[1]).toBe(`'self' ${home}`);
  });

  it('adds no stylesheet of its own while the site has one stylesheet, the entry’s', () => {
    expect(assets.stylesheetsFor(['pages/home-page.tsx', 'pages/team-page.tsx'])).toBe('');
  });

  it('is left out when there is no client build', () => {
    const empty = new PageAssets(path.join(dir, 'nothing-here'));
    expect(empty.bootScriptFor(['pages/home-page.tsx'])).toBe('');
  });
});
