/**
 * The core copy in Spanish (src/i18n/core-copy.es.ts): the twins added for it (the toast area, the
 * honeypot) are complete and translated, and the gathered Spanish copy is the English one's shape,
 * with every English string of it translated and every figure kept, the treatment map included.
 */
import { describe, expect, it } from 'vitest';
import { compareCopy, type CopyPair } from './copy-pairs';
import * as toastCopyEn from '../../../src/toast/toast-copy';
import * as toastCopyEs from '../../../src/toast/toast-copy.es';
import * as botGuardCopyEn from '../../../src/forms/bot-guard-copy';
import * as botGuardCopyEs from '../../../src/forms/bot-guard-copy.es';
import { englishCoreCopy } from '../../../src/i18n/core-copy';
import { spanishCoreCopy } from '../../../src/i18n/core-copy.es';
import { englishMapContent } from '../../../src/treatment-map/map-content';
import { hotspots } from '../../../src/treatment-map/hotspots';

const sameInBothLanguages = new Set(['Endolift', 'Endolift Miami', 'Facetime', 'FaceTime']);

// the locale is data ('en', 'es'), not words
const { locale: _en, ...englishWords } = englishCoreCopy;
const { locale: _es, ...spanishWords } = spanishCoreCopy;

const pairs: CopyPair[] = [
  { name: 'toast-copy', en: toastCopyEn, translated: toastCopyEs },
  { name: 'bot-guard-copy', en: botGuardCopyEn, translated: botGuardCopyEs },
  {
    name: 'core-copy',
    // the map is left out of the English copy (the map itself falls back to hotspots.ts): compare with it in
    en: { copy: { ...englishWords, map: englishMapContent } },
    translated: { copy: spanishWords },
    calls: { 'core-copy:copy.map.pageLinkText': [hotspots[5]] },
  },
];

describe('Spanish copy (core)', () => {
  for (const pair of pairs) {
    describe(pair.name, () => {
      const problems = compareCopy(pair, { sameInBothLanguages });
      it('has a Spanish string for every English one', () => {
        expect(problems.missing).toEqual([]);
      });
      it('keeps every figure of the English text', () => {
        expect(problems.missingFigures).toEqual([]);
      });
      it('leaves no English sentence untranslated', () => {
        expect(problems.untranslated).toEqual([]);
      });
    });
  }

  it('names its locale, and keeps the map’s corners and ids while its links lead to the /es pages', () => {
    expect(englishCoreCopy.locale).toBe('en');
    expect(spanishCoreCopy.locale).toBe('es');
    const map = spanishCoreCopy.map!;
    expect(map.hotspots.map((s) => s.id)).toEqual(hotspots.map((s) => s.id));
    expect(map.hotspots.map((s) => s.polygon)).toEqual(hotspots.map((s) => s.polygon));
    expect(map.hotspots.map((s) => s.path)).toEqual(hotspots.map((s) => `/es${s.path}`));
  });
});
