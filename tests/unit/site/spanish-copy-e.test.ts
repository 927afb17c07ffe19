/**
 * The Spanish twins of the team, testimonials, banners, locations, FAQs page, interface wording,
 * picture descriptions, heroes, before-and-after blocks, blog list, page metadata and two treatment
 * pages (laser skin, lower face): complete, with every figure of the English copy, and with no
 * English sentence left behind.
 */
import { describe, expect, it } from 'vitest';
import { compareCopy, type CopyPair } from './copy-pairs';
import { clinic, clinicAddressLine } from '../../../src/config/clinic';
import * as bannersEn from '../../../site/content/banners';
import * as bannersEs from '../../../site/content/banners.es';
import * as faqsPageEn from '../../../site/content/faqs-page';
import * as faqsPageEs from '../../../site/content/faqs-page.es';
import * as locationsEn from '../../../site/content/locations';
import * as locationsEs from '../../../site/content/locations.es';
import * as teamEn from '../../../site/content/team';
import * as teamEs from '../../../site/content/team.es';
import * as testimonialsEn from '../../../site/content/testimonials';
import * as testimonialsEs from '../../../site/content/testimonials.es';
import * as uiTextEn from '../../../site/content/ui-text';
import * as uiTextEs from '../../../site/content/ui-text.es';

const { practitioner } = clinic;

/**
 * Strings that read the same in Spanish: the brand, the clinic, people, the address, loanwords,
 * and the schema.org opening-hours values the page hands to structured data.
 */
const sameInBothLanguages = new Set([
  'Endolift',
  'Endolift Miami',
  practitioner.name,
  `${practitioner.name}, ${practitioner.credentials}`,
  'Carmen R.',
  'David L.',
  'Sofia M.',
  'Blog',
  'Facetime',
  'FaceTime',
  clinicAddressLine,
  ...clinic.openingHours.map((h) => h.schema),
]);

const pairs: CopyPair[] = [
  { name: 'team', en: teamEn, translated: teamEs },
  { name: 'testimonials', en: testimonialsEn, translated: testimonialsEs },
  { name: 'banners', en: bannersEn, translated: bannersEs },
  { name: 'locations', en: locationsEn, translated: locationsEs },
  { name: 'faqs-page', en: faqsPageEn, translated: faqsPageEs },
  { name: 'ui-text', en: uiTextEn, translated: uiTextEs, calls: { 'ui-text:uiText.slideStatus': [2, 5] } },
];

describe('Spanish copy (set e)', () => {
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

describe('data stays as it is', () => {
  it('keeps the opening times and their schema.org values, and names the days in Spanish', () => {
    const strip = (h: { opens: string; closes: string; schema: string }) => [h.opens, h.closes, h.schema];
    expect(locationsEs.locations.openingHours.map(strip)).toEqual(clinic.openingHours.map(strip));
    expect(locationsEs.locations.openingHours.map((h) => h.days)).toEqual(['De lunes a viernes', 'Sábado']);
  });

  it('keeps the testimonials’ pictures and patients’ ages', () => {
    const en = testimonialsEn.patientTestimonials;
    const es = testimonialsEs.patientTestimonials;
    expect(es.map((t) => t.image)).toEqual(en.map((t) => t.image));
    expect(es.map((t) => t.age.replace('Edad', 'Age'))).toEqual(en.map((t) => t.age));
  });

  it('numbers the slides in Spanish', () => {
    expect(uiTextEs.uiText.slideStatus(2, 5)).toBe('Diapositiva 2 de 5');
  });
});
