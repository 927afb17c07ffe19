/**
 * The pictures the Spanish pages show carry no English words: an SVG's own labels ('Before',
 * 'After', 'Illustration') are text a reader sees, so the Spanish content points at Spanish copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const contentDir = path.join(ROOT, 'site/content');
const spanishContent = fs.readdirSync(contentDir).filter((f) => f.endsWith('.es.ts'));
const svgPaths = [...new Set(spanishContent.flatMap((f) => [...fs.readFileSync(path.join(contentDir, f), 'utf8').matchAll(/'(\/images\/[\w/.-]+\.svg)'/g)].map((m) => m[1]!)))];
const ENGLISH_LABELS = /<text[^>]*>\s*(Before|After|Illustration)\s*<\/text>/;

describe('the Spanish pages’ pictures', () => {
  it('are found in the Spanish content, before-and-after pictures among them', () => {
    expect(svgPaths.filter((p) => p.includes('/before-after/')).length).toBeGreaterThanOrEqual(8);
  });

  it.each(svgPaths)('%s has no English label', (svg) => {
    const body = fs.readFileSync(path.join(ROOT, 'site/public', svg), 'utf8');
    expect(ENGLISH_LABELS.exec(body)?.[0]).toBeUndefined();
  });
});
