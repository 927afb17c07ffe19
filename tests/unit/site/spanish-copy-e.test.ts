/**
 * The Spanish twins of the team, testimonials, banners, locations, FAQs page, interface wording,
 * picture descriptions, heroes, before-and-after blocks, blog list, page metadata and two treatment
 * pages (laser skin, lower face): complete, with every figure of the English copy, and with no
 * English sentence left behind.
 */
import { describe, expect, it } from 'vitest';
import { type CopyPair } from './copy-pairs';
import { describeCopyPairs } from './describe-copy-pairs';
import { clinic, clinicAddressLine } from '../../../src/config/clinic';
import { treatmentAreas } from '../../../src/config/treatment-areas';
import * as pageMetaEn from '../../../site/meta/page-meta';
import type { PageMeta } from '../../../site/meta/page-meta';
import * as pageMetaEs from '../../../site/meta/page-meta.es';
import { seedPosts } from '../../../server/blog/seed-posts';
import * as bannersEn from '../../../site/content/banners';
import * as bannersEs from '../../../site/content/banners.es';
import * as blogEn from '../../../site/content/blog';
import * as blogEs from '../../../site/content/blog.es';
import * as blogImageAltsEn from '../../../site/content/blog-image-alts';
import * as blogImageAltsEs from '../../../site/content/blog-image-alts.es';
import * as faqsPageEn from '../../../site/content/faqs-page';
import * as faqsPageEs from '../../../site/content/faqs-page.es';
import * as heroesEn from '../../../site/content/heroes';
import * as heroesEs from '../../../site/content/heroes.es';
import * as imageAltsEn from '../../../site/content/image-alts';
import * as imageAltsEs from '../../../site/content/image-alts.es';
import * as locationsEn from '../../../site/content/locations';
import * as locationsEs from '../../../site/content/locations.es';
import * as teamEn from '../../../site/content/team';
import * as teamEs from '../../../site/content/team.es';
import * as laserSkinEn from '../../../site/content/treatment-pages/laser_skin';
import * as laserSkinEs from '../../../site/content/treatment-pages/laser_skin.es';
import * as lowerFaceEn from '../../../site/content/treatment-pages/lower_face';
import * as lowerFaceEs from '../../../site/content/treatment-pages/lower_face.es';
import * as testimonialsEn from '../../../site/content/testimonials';
import * as testimonialsEs from '../../../site/content/testimonials.es';
import * as treatmentResultsEn from '../../../site/content/treatment-results';
import * as treatmentResultsEs from '../../../site/content/treatment-results.es';
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
  `Blog | ${clinic.clinicName}`,
  'Facetime',
  'FaceTime',
  clinicAddressLine,
  `${clinic.address.street}, ${clinic.address.city}`,
  `${clinic.clinicName} · ${clinic.address.city}, Florida`,
  ...clinic.openingHours.map((h) => h.schema),
]);

const neckArea = treatmentAreas.find((a) => a.slug === 'neck');

const pairs: CopyPair[] = [
  { name: 'team', en: teamEn, translated: teamEs },
  { name: 'testimonials', en: testimonialsEn, translated: testimonialsEs },
  { name: 'banners', en: bannersEn, translated: bannersEs },
  { name: 'locations', en: locationsEn, translated: locationsEs },
  { name: 'faqs-page', en: faqsPageEn, translated: faqsPageEs },
  { name: 'ui-text', en: uiTextEn, translated: uiTextEs, calls: { 'ui-text:uiText.slideStatus': [2, 5] } },
  { name: 'image-alts', en: imageAltsEn, translated: imageAltsEs, calls: { 'image-alts:imageAlt': ['/images/heroes/home.svg'] } },
  {
    name: 'blog-image-alts',
    en: blogImageAltsEn,
    translated: blogImageAltsEs,
    calls: { 'blog-image-alts:blogImageAlt': ['/images/blog/endolift-recovery-day-by-day.svg'] },
  },
  { name: 'heroes', en: heroesEn, translated: heroesEs },
  { name: 'treatment-results', en: treatmentResultsEn, translated: treatmentResultsEs },
  { name: 'blog', en: blogEn, translated: blogEs },
  { name: 'laser_skin', en: laserSkinEn, translated: laserSkinEs },
  { name: 'lower_face', en: lowerFaceEn, translated: lowerFaceEs },
  { name: 'page-meta', en: pageMetaEn, translated: pageMetaEs, calls: { 'page-meta:treatmentMeta': [neckArea] } },
];

describeCopyPairs('Spanish copy (set e)', pairs, { sameInBothLanguages });

describe('Spanish page metadata', () => {
  const spanish = [
    ...Object.entries(pageMetaEs.pageMeta),
    ...Object.entries(pageMetaEs.faqTabMeta),
    ...treatmentAreas.map((area) => [area.slug, pageMetaEs.treatmentMeta(area)] as const),
  ];

  it('keeps titles to 70 characters and descriptions to 50-160, like the English', () => {
    for (const [page, meta] of spanish) {
      expect(meta.title.length, page).toBeGreaterThanOrEqual(10);
      expect(meta.title.length, page).toBeLessThanOrEqual(70);
      expect(meta.description.length, page).toBeGreaterThanOrEqual(50);
      expect(meta.description.length, page).toBeLessThanOrEqual(160);
    }
  });

  it('names every treatment area in Spanish, each page its own title', () => {
    const titles = treatmentAreas.map((area) => pageMetaEs.treatmentMeta(area).title);
    expect(new Set(titles).size).toBe(treatmentAreas.length);
    expect(pageMetaEs.treatmentMeta(treatmentAreas[3]!)).toEqual({
      title: 'Endolift para el cuello en Miami | Endolift Miami',
      description:
        'Endolift para el cuello en Miami: cómo funciona, para quién es, qué esperar y cuidados posteriores. Reserve una consulta gratuita.',
    });
    for (const area of treatmentAreas) {
      const { title, description } = pageMetaEs.treatmentMeta(area);
      expect(title, area.slug).not.toContain(area.name);
      expect(description, area.slug).not.toContain(area.name.toLowerCase());
    }
  });

  it('keeps the account screens (the e-mail confirmation page among them), the appointment self-service page, the course enrollment and offer pages, the unsubscribe page and the certificate check out of search engines', () => {
    const noindex = (m: Record<string, PageMeta>) =>
      Object.entries(m).filter(([, meta]) => meta.noindex).map(([page]) => page);
    expect(noindex(pageMetaEs.pageMeta)).toEqual(noindex(pageMetaEn.pageMeta));
    expect(noindex(pageMetaEs.pageMeta)).toEqual(['register', 'signin', 'forgotPassword', 'resetPassword', 'verifyEmail', 'profile', 'appointment', 'trainingEnrollment', 'trainingOffer', 'unsubscribe', 'certificate']);
  });
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

  it('describes the same pictures, and a picture in no list not at all', () => {
    expect(Object.keys(imageAltsEs.imageAlts)).toEqual(Object.keys(imageAltsEn.imageAlts));
    expect(imageAltsEs.imageAlt('/images/unknown.svg')).toBe('');
    expect(blogImageAltsEs.blogImageAlt('/images/blog/unknown.svg')).toBe('');
  });

  it('describes the picture of every seeded blog post in Spanish', () => {
    for (const post of seedPosts) {
      const english = blogImageAltsEn.blogImageAlt(post.image);
      expect(english, post.slug).not.toBe('');
      expect(blogImageAltsEs.blogImageAlt(post.image), post.slug).not.toBe('');
      expect(blogImageAltsEs.blogImageAlt(post.image), post.slug).not.toBe(english);
    }
  });

  it('keeps the before-and-after pictures, in their Spanish copies, and the blog list’s page sizes', () => {
    const images = (r: typeof treatmentResultsEn.treatmentResults) => Object.values(r).map((t) => t.image.image);
    // the same pictures, labelled in Spanish (tests/unit/site/spanish-image-words.test.ts)
    expect(images(treatmentResultsEs.treatmentResults)).toEqual(images(treatmentResultsEn.treatmentResults).map((p) => p.replace('/before-after/', '/before-after/es/')));
    expect([blogEs.blogPage.pageSize, blogEs.blogPage.step]).toEqual([6, 3]);
  });

  it('points every Spanish hero at a Spanish page module', () => {
    expect(heroesEs.heroes.home.title).toBe('Piel más firme y lisa sin cirugía');
    expect(heroesEs.heroes.team.sub_title).toBe('Conozca a la especialista');
  });

  it('keeps the treatment pages’ slugs, routes, pictures and booking link', () => {
    for (const [english, spanish] of [
      [laserSkinEn.laserSkin, laserSkinEs.laserSkin],
      [lowerFaceEn.lowerFace, lowerFaceEs.lowerFace],
    ] as const) {
      expect([spanish.slug, spanish.path, spanish.cta.button_link]).toEqual([english.slug, english.path, english.cta.button_link]);
      expect(spanish.name).not.toBe(english.name);
    }
    expect(laserSkinEs.laserSkin.hero.image).toBe(laserSkinEn.laserSkin.hero.image);
    expect(lowerFaceEs.lowerFace.hero.bg_image).toBe(lowerFaceEn.lowerFace.hero.bg_image);
    expect(lowerFaceEs.lowerFace.steps.image).toBe(lowerFaceEn.lowerFace.steps.image);
  });

  it('numbers the slides in Spanish', () => {
    expect(uiTextEs.uiText.slideStatus(2, 5)).toBe('Diapositiva 2 de 5');
  });
});
