/**
 * JSON-LD for each page, built on the server from the same content the page shows: the clinic
 * (MedicalClinic) on home, locations, Miami and Florida; FAQPage wherever FAQs show; Course on
 * training; BlogPosting on each post, from its record (brand, logo and URL rewritten, docs/product/data.md).
 */
import { clinic } from '../../src/config/clinic';
import type { AnyFaqItem } from '../../src/content/types';
import { isFaqPageData } from '../data/faq-set-loader';
import { isTrainingsData } from '../trainings/trainings-loader';
import type { CourseDay } from '../../src/courses/course-choices';
import * as englishTreatments from '../content/treatments';
import * as spanishTreatments from '../content/treatments.es';
import * as englishTreatmentPages from '../content/treatment-pages';
import * as spanishTreatmentPages from '../content/treatment-pages/index.es';
import * as englishTrainings from '../content/trainings';
import * as spanishTrainings from '../content/trainings.es';
import * as englishMiami from '../content/miami';
import * as spanishMiami from '../content/miami.es';
import type { BlogPost } from '../../src/api/api-types';
import type { Locale } from '../../src/i18n/locale';
import { localizePath } from '../../src/i18n/site-locale';

/** The content the JSON-LD quotes, in each language: a Spanish page describes itself in Spanish. */
const contentOf = {
  en: { ...englishTreatments, ...englishTreatmentPages, ...englishTrainings, ...englishMiami },
  es: { ...spanishTreatments, ...spanishTreatmentPages, ...spanishTrainings, ...spanishMiami },
} satisfies Record<Locale, unknown>;

const courseWords: Record<Locale, { name: string; description: string }> = {
  en: {
    name: `${clinic.brand} Training & Certification`,
    description: `A one-day hands-on ${clinic.brand} course in Miami, 08:30 to 17:30, for at most 12 participants, with one year of support.`,
  },
  es: {
    name: `Capacitación y certificación en ${clinic.brand}`,
    description: `Un curso práctico de ${clinic.brand} de un día en Miami, de 08:30 a 17:30, para 12 participantes como máximo, con un año de apoyo.`,
  },
};

type JsonLd = Record<string, unknown>;

const stripHtml = (html: string): string =>
  html
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const answerOf = (item: AnyFaqItem): string => stripHtml('ans' in item ? item.ans : item.answer);

export function clinicSchema(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${siteUrl}/#clinic`,
    name: clinic.clinicName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${clinic.logoPath}`,
    image: `${siteUrl}${clinic.logoPath}`,
    telephone: clinic.phone,
    email: clinic.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      addressLocality: clinic.address.city,
      addressRegion: clinic.address.region,
      postalCode: clinic.address.postalCode,
      addressCountry: clinic.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.lat, longitude: clinic.geo.lng },
    openingHours: clinic.openingHours.map((h) => h.schema),
    medicalSpecialty: 'Dermatology',
    areaServed: [{ '@type': 'City', name: 'Miami' }, { '@type': 'State', name: 'Florida' }],
    availableService: {
      '@type': 'MedicalProcedure',
      name: `${clinic.brand} laser skin tightening`,
      procedureType: 'https://schema.org/NoninvasiveProcedure',
    },
  };
}

export function faqSchema(items: readonly AnyFaqItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: answerOf(item) },
    })),
  };
}

/**
 * The course and each upcoming day as a CourseInstance (schema.org): its schedule (start, end,
 * duration), its place, and its offer (price in USD, in stock while seats are left).
 */
function courseSchema(siteUrl: string, locale: Locale, days: readonly CourseDay[]): JsonLd {
  const url = `${siteUrl}${localizePath('/trainings', locale)}`;
  const location = {
    '@type': 'Place',
    name: clinic.clinicName,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      addressLocality: clinic.address.city,
      addressRegion: clinic.address.region,
      postalCode: clinic.address.postalCode,
      addressCountry: clinic.address.country,
    },
  };
  const price = (text: string) => text.replace(/[^0-9.]/g, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    ...courseWords[locale],
    url,
    provider: { '@type': 'Organization', name: clinic.clinicName, sameAs: `${siteUrl}/` },
    hasCourseInstance: days.map((d) => ({
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      inLanguage: d.language,
      startDate: d.start,
      endDate: d.end,
      location,
      courseWorkload: 'PT9H',
      courseSchedule: { '@type': 'Schedule', startDate: d.start, endDate: d.end, duration: 'PT9H', repeatCount: 1, scheduleTimezone: d.zone },
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: price(d.price),
        priceCurrency: 'USD',
        availability: d.state === 'open' ? 'https://schema.org/InStock' : d.state === 'full' ? 'https://schema.org/SoldOut' : 'https://schema.org/Discontinued',
        validThrough: d.enrollment_closes_at,
        url: `${url}#course-dates`,
      },
    })),
    offers: { '@type': 'Offer', category: 'Paid', url },
  };
}

/** A post's stored meta_schema with the brand, logo and URL rewritten to this site (docs/product/data.md). */
export function blogPostingSchema(post: BlogPost, siteUrl: string): JsonLd {
  let stored: JsonLd = {};
  if (post.meta_schema && typeof post.meta_schema === 'object') stored = { ...post.meta_schema };
  else if (typeof post.meta_schema === 'string') {
    try {
      const parsed: unknown = JSON.parse(post.meta_schema);
      if (parsed && typeof parsed === 'object') stored = parsed as JsonLd;
    } catch {
      stored = {};
    }
  }
  const url = `${siteUrl}${post.language === 'es' ? '/es' : ''}/blog/${post.slug}`;
  return {
    ...stored,
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.meta_description,
    datePublished: post.release_date,
    image: post.image.startsWith('http') ? post.image : `${siteUrl}${post.image}`,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: clinic.clinicName },
    publisher: {
      '@type': 'Organization',
      name: clinic.brand,
      logo: { '@type': 'ImageObject', url: `${siteUrl}${clinic.logoPath}` },
    },
  };
}

/** Pages whose FAQ set comes from the database through their loader (site/data/faq-set-loader.ts). */
const faqSetPage = (page: string): boolean => page === 'home' || page === 'not-found' || page === 'faqs' || page.startsWith('faqs-');

/** Every JSON-LD block for a page, by the page name of its route (site/routes.tsx). */
export function structuredDataFor(page: string, siteUrl: string, data: unknown, locale: Locale = 'en'): JsonLd[] {
  const { miami, treatmentsFaqs, treatmentPages, trainings } = contentOf[locale];
  const blocks: JsonLd[] = [];
  if (page === 'home' || page === 'not-found') blocks.push(clinicSchema(siteUrl));
  if (faqSetPage(page) && isFaqPageData(data) && data.faqs && data.faqs.length > 0) blocks.push(faqSchema(data.faqs));
  if (page === 'locations' || page === 'florida') blocks.push(clinicSchema(siteUrl));
  if (page === 'miami') blocks.push(clinicSchema(siteUrl), faqSchema(miami.faq.items));
  if (page === 'treatments') blocks.push(faqSchema(treatmentsFaqs));
  if (page.startsWith('treatment-')) {
    const slug = page.slice('treatment-'.length) as keyof typeof treatmentPages;
    const content = treatmentPages[slug];
    if (content) blocks.push(faqSchema(content.faq.items));
  }
  if (page === 'trainings') blocks.push(courseSchema(siteUrl, locale, isTrainingsData(data) ? (data.courseDays ?? []) : []), faqSchema(trainings.faq.items));
  if (page === 'blog-post' && data && typeof data === 'object' && 'slug' in data) {
    blocks.push(blogPostingSchema(data as BlogPost, siteUrl));
  }
  // each block says which language it is written in (schema.org inLanguage)
  return blocks.map((block) => ({ ...block, inLanguage: locale }));
}
