/** The Spanish treatment-page index: the eight Spanish pages under the English slugs. */
import { describe, expect, it } from 'vitest';
import * as indexEn from '../../../site/content/treatment-pages/index';
import * as indexEs from '../../../site/content/treatment-pages/index.es';

describe('Spanish treatment-page index', () => {
  it('exports what the English index exports', () => {
    expect(Object.keys(indexEs).sort()).toEqual(Object.keys(indexEn).sort());
  });

  it('keys every Spanish page by its own slug, the same slugs and routes as English', () => {
    expect(indexEs.treatmentSlugs).toEqual(indexEn.treatmentSlugs);
    for (const slug of indexEs.treatmentSlugs) {
      const page = indexEs.treatmentPage(slug);
      expect(page.slug).toBe(slug);
      expect(page.path).toBe(indexEn.treatmentPage(slug).path);
      expect(page.hero.title, slug).not.toBe(indexEn.treatmentPage(slug).hero.title);
    }
  });

  it('recognises the slugs of the routes only', () => {
    expect(indexEs.isTreatmentSlug('tummy')).toBe(true);
    expect(indexEs.isTreatmentSlug('abdomen')).toBe(false);
  });
});
