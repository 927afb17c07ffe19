/**
 * What the page tests expect of every route (its h1 and title, taken from the same content and
 * metadata modules the pages render) and small in-page probes shared by the pages-*.e2e.ts files.
 */
import type { Page } from 'playwright-core';
import { clinic } from '../../src/config/clinic';
import { treatmentAreas } from '../../src/config/treatment-areas';
import { banners } from '../../site/content/banners';
import { blogPage } from '../../site/content/blog';
import { florida } from '../../site/content/florida';
import { home } from '../../site/content/home';
import { miami } from '../../site/content/miami';
import { team } from '../../site/content/team';
import { trainings } from '../../site/content/trainings';
import { treatmentsPage } from '../../site/content/treatments';
import { treatmentPages } from '../../site/content/treatment-pages/index';
import { faqTabMeta, pageMeta, treatmentMeta, type PageMeta } from '../../site/meta/page-meta';
import * as metaEs from '../../site/meta/page-meta.es';
import { banners as bannersEs } from '../../site/content/banners.es';
import { blogPage as blogPageEs } from '../../site/content/blog.es';
import { florida as floridaEs } from '../../site/content/florida.es';
import { home as homeEs } from '../../site/content/home.es';
import { miami as miamiEs } from '../../site/content/miami.es';
import { team as teamEs } from '../../site/content/team.es';
import { trainings as trainingsEs } from '../../site/content/trainings.es';
import { treatmentsPage as treatmentsPageEs } from '../../site/content/treatments.es';
import { treatmentPages as treatmentPagesEs } from '../../site/content/treatment-pages/index.es';
import { allPagePaths } from '../../site/route-paths';

export interface RouteExpectation {
  /** the page's one h1; undefined for the account screens, whose copy another module owns */
  h1?: string;
  meta: PageMeta;
  /** where a visitor ends up (the profile page sends visitors to sign in) */
  finalPath?: string;
}

const treatmentRoutes = Object.fromEntries(
  treatmentAreas.map((area): [string, RouteExpectation] => {
    const page = treatmentPages[area.slug];
    return [area.path, { h1: page.hero.title, meta: treatmentMeta(area) }];
  }),
);

export const routeExpectations: Record<string, RouteExpectation> = {
  '/': { h1: home.hero.title, meta: pageMeta.home },
  '/consultation': { h1: banners.consultation.title, meta: pageMeta.consultation },
  '/treatments': { h1: treatmentsPage.hero.title, meta: pageMeta.treatments },
  ...treatmentRoutes,
  '/trainings': { h1: trainings.hero.title, meta: pageMeta.trainings },
  '/team': { h1: team.hero.title, meta: pageMeta.team },
  '/locations': { h1: banners.location.title, meta: pageMeta.locations },
  '/blog': { h1: blogPage.title, meta: pageMeta.blog },
  [`/${clinic.slug}-miami`]: { h1: miami.hero.title, meta: pageMeta.miami },
  [`/${clinic.slug}-florida`]: { h1: florida.hero.title, meta: pageMeta.florida },
  '/faqs': { h1: banners.faqs.title, meta: pageMeta.faqs },
  '/faqs/treatment_faq': { h1: banners.faqs.title, meta: faqTabMeta.treatment_faq },
  '/faqs/results_faq': { h1: banners.faqs.title, meta: faqTabMeta.results_faq },
  '/faqs/post_treatment_faq': { h1: banners.faqs.title, meta: faqTabMeta.post_treatment_faq },
  '/register': { meta: pageMeta.register },
  '/signin': { meta: pageMeta.signin },
  '/forgot-password': { meta: pageMeta.forgotPassword },
  '/reset-password': { meta: pageMeta.resetPassword },
  '/profile': { meta: pageMeta.signin, finalPath: '/signin' },
};

/** A path of the Spanish site (docs/decisions/0006-languages.md: every route has its twin at /es + the path). */
export const isSpanishPath = (path: string): boolean => path === '/es' || path.startsWith('/es/');

/** The Spanish twin of an English path: '/' → '/es', '/faqs/results_faq' → '/es/faqs/results_faq'. */
export const spanishTwin = (path: string): string => (path === '/' ? '/es' : `/es${path}`);

/** The English page routes (the route table may list the Spanish twins too; they are derived here). */
export const englishPagePaths: string[] = allPagePaths.filter((p) => !isSpanishPath(p));

export const spanishPagePaths: string[] = englishPagePaths.map(spanishTwin);

const spanishTreatmentRoutes = Object.fromEntries(
  treatmentAreas.map((area): [string, RouteExpectation] => {
    const page = treatmentPagesEs[area.slug];
    return [spanishTwin(area.path), { h1: page.hero.title, meta: metaEs.treatmentMeta(area) }];
  }),
);

/** The same expectations for the Spanish twins, from the Spanish content and metadata modules. */
export const spanishRouteExpectations: Record<string, RouteExpectation> = {
  '/es': { h1: homeEs.hero.title, meta: metaEs.pageMeta.home },
  '/es/consultation': { h1: bannersEs.consultation.title, meta: metaEs.pageMeta.consultation },
  '/es/treatments': { h1: treatmentsPageEs.hero.title, meta: metaEs.pageMeta.treatments },
  ...spanishTreatmentRoutes,
  '/es/trainings': { h1: trainingsEs.hero.title, meta: metaEs.pageMeta.trainings },
  '/es/team': { h1: teamEs.hero.title, meta: metaEs.pageMeta.team },
  '/es/locations': { h1: bannersEs.location.title, meta: metaEs.pageMeta.locations },
  '/es/blog': { h1: blogPageEs.title, meta: metaEs.pageMeta.blog },
  [`/es/${clinic.slug}-miami`]: { h1: miamiEs.hero.title, meta: metaEs.pageMeta.miami },
  [`/es/${clinic.slug}-florida`]: { h1: floridaEs.hero.title, meta: metaEs.pageMeta.florida },
  '/es/faqs': { h1: bannersEs.faqs.title, meta: metaEs.pageMeta.faqs },
  '/es/faqs/treatment_faq': { h1: bannersEs.faqs.title, meta: metaEs.faqTabMeta.treatment_faq },
  '/es/faqs/results_faq': { h1: bannersEs.faqs.title, meta: metaEs.faqTabMeta.results_faq },
  '/es/faqs/post_treatment_faq': { h1: bannersEs.faqs.title, meta: metaEs.faqTabMeta.post_treatment_faq },
  '/es/register': { meta: metaEs.pageMeta.register },
  '/es/signin': { meta: metaEs.pageMeta.signin },
  '/es/forgot-password': { meta: metaEs.pageMeta.forgotPassword },
  '/es/reset-password': { meta: metaEs.pageMeta.resetPassword },
  '/es/profile': { meta: metaEs.pageMeta.signin, finalPath: '/es/signin' },
};

/**
 * The title and description the server writes into a page's HTML, in either language (/profile
 * is rendered as itself; only the browser then moves a visitor on to sign in).
 */
export function serverMeta(path: string): PageMeta {
  if (path === '/profile') return pageMeta.profile;
  if (path === '/es/profile') return metaEs.pageMeta.profile;
  const expected = (isSpanishPath(path) ? spanishRouteExpectations : routeExpectations)[path];
  if (!expected) throw new Error(`no expectation for ${path}`);
  return expected.meta;
}

/**
 * Elements that stick out past the right edge of the viewport (what makes a page scroll sideways)
 * and are not clipped by a scrolling or hidden box inside it. The body's own overflow-x: hidden
 * would hide a too-wide page from scrollWidth, so each element is measured.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    const inView = (r: DOMRect) => r.right <= vw + 1;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || inView(r)) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && inView(a.getBoundingClientRect())) {
          clipped = true;
          break;
        }
      }
      if (!clipped) out.push(`${el.tagName.toLowerCase()}.${el.className} (${Math.round(r.left)}–${Math.round(r.right)} of ${vw})`);
    }
    return out;
  });
}

/** Heading levels in document order, and every place one skips a level on the way down. */
export async function headingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'));
    const h1s = headings.filter((h) => h.tagName === 'H1');
    if (h1s.length !== 1) problems.push(`${h1s.length} h1 elements`);
    let previous = 0;
    for (const h of headings) {
      const level = Number(h.tagName.slice(1));
      if (previous && level > previous + 1) problems.push(`h${previous} → h${level} at "${h.textContent?.trim()}"`);
      previous = level;
    }
    return problems;
  });
}

/** Content pictures without width, height, alt or async decoding. */
export async function imageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main img')).flatMap((img) => {
      const missing = ['width', 'height', 'alt'].filter((a) => !img.hasAttribute(a));
      if (img.getAttribute('decoding') !== 'async') missing.push('decoding=async');
      return missing.length ? [`${img.getAttribute('src')}: ${missing.join(', ')}`] : [];
    }),
  );
}

/** Slides of a carousel at least half inside its track: what the visitor sees at once. */
export async function visibleSlides(page: Page, carousel: string): Promise<number> {
  return page.locator(carousel).evaluate((root) => {
    const track = root.querySelector('.glide__track')?.getBoundingClientRect();
    if (!track) return 0;
    return Array.from(root.querySelectorAll('.glide__slide')).filter((slide) => {
      const r = slide.getBoundingClientRect();
      const inside = Math.min(r.right, track.right) - Math.max(r.left, track.left);
      return r.width > 0 && inside >= r.width / 2;
    }).length;
  });
}

/** Waits until Glide has mounted the carousel (its arrows are enabled then). */
export async function carouselReady(page: Page, carousel: string): Promise<void> {
  await page.locator(`${carousel}[data-mounted="true"]`).waitFor();
}
