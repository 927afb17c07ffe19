/**
 * The Spanish twins of the core's shared content (the FAQs, which seed the clinic's FAQ sets in the
 * database (server/faq-sets/faq-set-seed.ts; tests/server/faq-sets.test.ts holds the seeds equal to
 * these modules), and the consultation types, which ship in the partner widgets), of the treatment map and of the neck, under-arm and lower-eyelid
 * pages: complete, with every figure of the English copy, with no English sentence left behind, and
 * with the data the code reads (ids, slugs, paths, images, coordinates) left as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CopyPair } from './copy-pairs';
import { describeCopyPairs } from './describe-copy-pairs';
import * as consultationTypesEn from '../../../src/content/consultation-types';
import * as consultationTypesEs from '../../../src/content/consultation-types.es';
import * as faqGroupsEn from '../../../src/content/faq-groups';
import * as faqGroupsEs from '../../../src/content/faq-groups.es';
import * as faqGroupLabelsEn from '../../../src/content/faq-group-labels';
import * as faqGroupLabelsEs from '../../../src/content/faq-group-labels.es';
import * as faqsEn from '../../../src/content/faqs';
import * as faqsEs from '../../../src/content/faqs.es';
import * as homeFaqsEn from '../../../src/content/home-faqs';
import * as homeFaqsEs from '../../../src/content/home-faqs.es';
import * as hotspotsEn from '../../../src/treatment-map/hotspots';
import * as hotspotsEs from '../../../src/treatment-map/hotspots.es';
import * as lowerEyelidEn from '../../../site/content/treatment-pages/lower_eyelid';
import * as lowerEyelidEs from '../../../site/content/treatment-pages/lower_eyelid.es';
import * as neckEn from '../../../site/content/treatment-pages/neck';
import * as neckEs from '../../../site/content/treatment-pages/neck.es';
import * as underArmEn from '../../../site/content/treatment-pages/under_arm';
import * as underArmEs from '../../../site/content/treatment-pages/under_arm.es';

const publicDir = path.resolve(import.meta.dirname, '../../../site/public');

/** Names that read the same in Spanish: the brand, the clinic, the practitioner, the video app. */
const sameInBothLanguages = new Set(['Endolift', 'Endolift Miami', 'Elena Marquez', 'Facetime']);

const pairs: CopyPair[] = [
  { name: 'home-faqs', en: homeFaqsEn, translated: homeFaqsEs },
  { name: 'faq-group-labels', en: faqGroupLabelsEn, translated: faqGroupLabelsEs },
  { name: 'faq-groups', en: faqGroupsEn, translated: faqGroupsEs, calls: { 'faq-groups:allFaqs': [] } },
  { name: 'faqs', en: faqsEn, translated: faqsEs, dataExports: ['faqAnswer'], calls: { 'faqs:allFaqs': [] } },
  { name: 'consultation-types', en: consultationTypesEn, translated: consultationTypesEs },
  {
    name: 'hotspots',
    en: hotspotsEn,
    translated: hotspotsEs,
    dataExports: ['pointsOf'],
    calls: { 'hotspots:pageLinkText': [hotspotsEs.hotspots[5]] },
  },
  { name: 'neck', en: neckEn, translated: neckEs },
  { name: 'under_arm', en: underArmEn, translated: underArmEs },
  { name: 'lower_eyelid', en: lowerEyelidEn, translated: lowerEyelidEs },
];

describeCopyPairs('Spanish copy (set f)', pairs, { sameInBothLanguages });

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

describe('the Spanish treatment map', () => {
  it('keeps every hotspot\'s id, corners, popup position and link, and translates its label and page name', () => {
    const data = (spots: readonly hotspotsEn.Hotspot[]) => spots.map(({ id, polygon, hover, path }) => ({ id, polygon, hover, path }));
    expect(data(hotspotsEs.hotspots)).toEqual(data(hotspotsEn.hotspots));
    expect(hotspotsEs.hotspots.map((s) => s.label)).toEqual([
      'Tensado de la piel con láser (frente)',
      'Párpado inferior',
      'Tercio medio e inferior del rostro',
      'Contorno mandibular (línea de la mandíbula)',
      'Papada',
      'Cuello',
      'Brazo izquierdo',
      'Brazo derecho',
      'Tensado de la piel del abdomen',
    ]);
  });

  it('names each page in its Spanish link', () => {
    expect(hotspotsEs.hotspots.map((s) => hotspotsEs.pageLinkText(s))).toEqual([
      'Ver la página de tensado de la piel con láser',
      'Ver la página de párpado inferior',
      'Ver la página de tercio medio e inferior del rostro',
      'Ver la página de contorno mandibular',
      'Ver la página de papada',
      'Ver la página de cuello',
      'Ver la página de brazos',
      'Ver la página de brazos',
      'Ver la página de tensado de la piel del abdomen',
    ]);
  });

  it('shows pictures with Spanish words, drawn in the English pictures\' place and size', () => {
    expect([hotspotsEs.MAP_WIDTH, hotspotsEs.MAP_HEIGHT]).toEqual([1140, 720]);
    const svg = (src: string) => fs.readFileSync(path.join(publicDir, src), 'utf8');
    const words = (src: string) => [...svg(src).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    // the picture without its words (and their size): the drawing, which must be the English one
    const frame = (src: string) => svg(src).replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/font-size="\d+"/g, '');
    const pictures = [
      [hotspotsEn.MAP_PICTURE, hotspotsEs.MAP_PICTURE],
      ...hotspotsEn.hotspots.map((spot, i) => [spot.hoverImage, hotspotsEs.hotspots[i]?.hoverImage ?? '']),
    ];
    for (const [english, spanish] of pictures) {
      if (!english || !spanish) throw new Error('a hotspot without its Spanish twin');
      expect(spanish).toBe(english.replace('/treatment-map/', '/treatment-map/es/'));
      expect(frame(spanish)).toBe(frame(english));
      const [es, en] = [words(spanish), words(english)];
      expect(es.length).toBe(en.length);
      es.forEach((w, j) => expect(w).not.toBe(en[j]));
    }
    expect(words(hotspotsEs.hotspots[5]?.hoverImage ?? '')).toEqual(['Cuello', 'Antes y después, qué esperar, cuidados']);
  });
});

describe('the Spanish treatment pages', () => {
  const pages = [
    [neckEn.neck, neckEs.neck, 'Cuello'],
    [underArmEn.underArm, underArmEs.underArm, 'Brazos'],
    [lowerEyelidEn.lowerEyelid, lowerEyelidEs.lowerEyelid, 'Párpado inferior'],
  ] as const;

  it.each(pages)('keeps the slug, path, images and booking link of %#, with the Spanish card name', (page, twin, name) => {
    expect([twin.slug, twin.path, twin.hero.image, twin.cta.button_link]).toEqual([page.slug, page.path, page.hero.image, page.cta.button_link]);
    expect(twin.name).toBe(name);
    expect(twin.faq.items.map((f) => f.number)).toEqual(page.faq.items.map((f) => f.number));
    expect(twin.howItWorks.cards.map((c) => c.number)).toEqual(page.howItWorks.cards.map((c) => c.number));
  });
});
