/**
 * The Spanish twins of the jawline, under-chin and tummy treatment pages: complete, with every
 * figure of the English copy, no English sentence left behind, and the data the site reads
 * (slugs, routes, pictures, numbering) unchanged.
 */
import { describe, expect, it } from 'vitest';
import { compareCopy, isDataString, type CopyPair } from './copy-pairs';
import * as mandibularContourEn from '../../../site/content/treatment-pages/mandibular_contour';
import * as mandibularContourEs from '../../../site/content/treatment-pages/mandibular_contour.es';
import * as tummyEn from '../../../site/content/treatment-pages/tummy';
import * as tummyEs from '../../../site/content/treatment-pages/tummy.es';
import * as underChinEn from '../../../site/content/treatment-pages/under_chin';
import * as underChinEs from '../../../site/content/treatment-pages/under_chin.es';

/** Names that read the same in Spanish: the brand, the clinic, the practitioner. */
const sameInBothLanguages = new Set(['Endolift', 'Endolift Miami', 'Elena Marquez']);

const pairs: CopyPair[] = [
  { name: 'mandibular_contour', en: mandibularContourEn, translated: mandibularContourEs },
  { name: 'under_chin', en: underChinEn, translated: underChinEs },
  { name: 'tummy', en: tummyEn, translated: tummyEs },
];

/** Keys whose values the site reads as data, never as words. */
const DATA_KEYS = new Set(['slug', 'path', 'image', 'button_link', 'number']);

/** Every data value of a copy tree, by path: numbers, routes, pictures and the keys above. */
function dataOf(value: unknown, path = '', key = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) value.forEach((item, i) => dataOf(item, `${path}[${i}]`, key, out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) dataOf(v, `${path}.${k}`, k, out);
  } else if (typeof value !== 'string' || DATA_KEYS.has(key) || isDataString(value)) out.set(path, value);
  return out;
}

describe('Spanish copy (set f2: treatment pages)', () => {
  for (const pair of pairs) {
    describe(pair.name, () => {
      const problems = compareCopy(pair, { sameInBothLanguages });
      it('has a Spanish string for every English string, lists of the same length', () => {
        expect(problems.missing).toEqual([]);
      });
      it('keeps every figure of the English text', () => {
        expect(problems.missingFigures).toEqual([]);
      });
      it('leaves no English sentence untranslated', () => {
        expect(problems.untranslated).toEqual([]);
      });
      it('keeps the slug, routes, pictures and numbering', () => {
        const en = dataOf(pair.en);
        expect(en.size).toBeGreaterThan(5);
        expect(dataOf(pair.translated)).toEqual(en);
      });
    });
  }
});

describe('the treatment pages read as Spanish', () => {
  const pages = [mandibularContourEs.mandibularContour, underChinEs.underChin, tummyEs.tummy];

  it('name each area as the Spanish treatments overview does', () => {
    expect(pages.map((p) => p.name)).toEqual(['Contorno mandibular', 'Papada', 'Tensado de la piel del abdomen']);
  });

  it('invite the patient to book in Spanish and link to the booking form', () => {
    for (const page of pages) {
      expect(page.cta.button_label).toBe('Reserve una consulta gratuita');
      expect(page.cta.button_link).toBe('/consultation');
      expect(page.cta.html).toMatch(/<a href="tel:\+\d+">\(\d{3}\) \d{3}-\d{4}<\/a>/);
    }
  });

  it('keeps the English tummy heading word for word', () => {
    expect(tummyEn.tummy.whyChoose.title).toBe('Why choose Endolift');
    expect(tummyEs.tummy.whyChoose.title).toBe('Por qué elegir Endolift');
  });
});
