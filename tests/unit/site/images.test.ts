/** Every picture the copy refers to exists in site/public/images, is listed in IMAGES.md and has its alt text. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageAlt } from '../../../site/content/image-alts';
import { blogImageAlt } from '../../../site/content/blog-image-alts';
import { miami } from '../../../site/content/miami';
import { treatmentResults } from '../../../site/content/treatment-results';
import { miami as spanishMiami } from '../../../site/content/miami.es';
import { treatmentResults as spanishTreatmentResults } from '../../../site/content/treatment-results.es';

// before-and-after pictures carry their words beside them in the copy
const beforeAfterAlts = new Map(
  [miami, spanishMiami]
    .flatMap((m) => m.beforeAfter.images)
    .concat([treatmentResults, spanishTreatmentResults].flatMap((results) => Object.values(results).map((r) => r.image)))
    .map((i) => [i.image as string, i.alt]),
);
const wordsFor = (src: string) => imageAlt(src) || blogImageAlt(src) || beforeAfterAlts.get(src) || '';

const root = path.resolve(import.meta.dirname, '../../..');
const sources = [
  ...fs.readdirSync(path.join(root, 'site/content')).map((f) => path.join('site/content', f)),
  ...fs.readdirSync(path.join(root, 'site/content/treatment-pages')).map((f) => path.join('site/content/treatment-pages', f)),
  'server/blog/seed-posts.ts',
].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

const referenced = new Set<string>();
for (const file of sources) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  for (const m of text.matchAll(/['`](\/images\/[A-Za-z0-9_./-]+\.svg)['`]/g)) if (m[1]) referenced.add(m[1]);
}
// blog pictures are named after their post's slug
const seed = fs.readFileSync(path.join(root, 'server/blog/seed-posts.ts'), 'utf8');
for (const m of seed.matchAll(/slug: '([a-z0-9-]+)'/g)) referenced.add(`/images/blog/${m[1]}.svg`);

const listed = fs.readFileSync(path.join(root, 'site/content/IMAGES.md'), 'utf8');

describe('pictures of the copy', () => {
  it('finds the pictures the copy refers to', () => {
    expect(referenced.size).toBeGreaterThan(40);
  });

  for (const src of [...referenced].sort()) {
    it(`${src} exists, is listed and has words`, () => {
      expect(fs.existsSync(path.join(root, 'site/public', src))).toBe(true);
      expect(listed).toContain(src);
      // portraits sit beside the person's name and the logo beside the brand: decorative there
      const decorative = src === '/images/logo.svg' || src.startsWith('/images/testimonials/');
      if (!decorative) expect(wordsFor(src).length).toBeGreaterThan(10);
    });
  }
});
