/**
 * The Spanish twins of the core's shared content (the FAQs and the consultation types, which also
 * ship in the partner widgets): complete, with every figure of the English copy, with no English
 * sentence left behind, and with the data the code reads left as it is.
 */
import { describe, expect, it } from 'vitest';
import { compareCopy, type CopyPair } from './copy-pairs';
import * as consultationTypesEn from '../../../src/content/consultation-types';
import * as consultationTypesEs from '../../../src/content/consultation-types.es';
import * as faqGroupsEn from '../../../src/content/faq-groups';
import * as faqGroupsEs from '../../../src/content/faq-groups.es';
import * as faqsEn from '../../../src/content/faqs';
import * as faqsEs from '../../../src/content/faqs.es';
import * as homeFaqsEn from '../../../src/content/home-faqs';
import * as homeFaqsEs from '../../../src/content/home-faqs.es';

/** Names that read the same in Spanish: the brand, the clinic, the practitioner, the video app. */
const sameInBothLanguages = new Set(['Endolift', 'Endolift Miami', 'Elena Marquez', 'Facetime']);

const pairs: CopyPair[] = [
  { name: 'home-faqs', en: homeFaqsEn, translated: homeFaqsEs },
  { name: 'faq-groups', en: faqGroupsEn, translated: faqGroupsEs, calls: { 'faq-groups:allFaqs': [] } },
  { name: 'faqs', en: faqsEn, translated: faqsEs, dataExports: ['faqAnswer'], calls: { 'faqs:allFaqs': [] } },
  { name: 'consultation-types', en: consultationTypesEn, translated: consultationTypesEs },
];

describe('Spanish copy (set f)', () => {
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
    });
  }
});

describe('the Spanish FAQ set', () => {
  it('is made of the Spanish twins, not the English modules', () => {
    expect(faqsEs.homeFaqs).toBe(homeFaqsEs.homeFaqs);
    expect(faqsEs.faqGroups).toBe(faqGroupsEs.faqGroups);
    expect(faqsEs.homeFaqs[0]?.question).toBe('¿Qué es Endolift?');
    expect(faqsEs.faqGroups.results_faq.label).toBe('Resultados');
  });

  it('keeps the tab keys and numbers the "View all" tab 1..13 like the English one', () => {
    expect(Object.keys(faqsEs.faqGroups)).toEqual(Object.keys(faqsEn.faqGroups));
    expect(faqsEs.allFaqs().map((f) => f.number)).toEqual(faqsEn.allFaqs().map((f) => f.number));
    expect(faqsEs.allFaqs().map((f) => f.question)).toEqual(
      [...faqGroupsEs.treatmentFaqs, ...faqGroupsEs.resultsFaqs, ...faqGroupsEs.postTreatmentFaqs].map((f) => f.question),
    );
  });

  it('numbers every item as the English item at the same place', () => {
    expect(faqsEs.homeFaqs.map((f) => f.number)).toEqual(faqsEn.homeFaqs.map((f) => f.number));
    expect(consultationTypesEs.consultationTypes.map((c) => c.number)).toEqual(
      consultationTypesEn.consultationTypes.map((c) => c.number),
    );
  });
});
