/**
 * The three checks every pair of copy modules gets (copy-pairs.ts), as one describe block per
 * module: nothing missing, every figure kept, nothing left in English.
 */
import { describe, expect, it } from 'vitest';
import { compareCopy, type CopyPair, type CopyRules } from './copy-pairs';

export function describeCopyPairs(title: string, pairs: readonly CopyPair[], rules: CopyRules): void {
  describe(title, () => {
    for (const pair of pairs) {
      describe(pair.name, () => {
        const problems = compareCopy(pair, rules);
        it('has a Spanish string for every English string, lists of the same length', () => {
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
  });
}
