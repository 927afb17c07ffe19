/**
 * The Spanish seed posts as SeedPost objects, built from their copy (seed-posts.es.ts): each lives at
 * /es/blog/{slug}, says inLanguage 'es-US', and shows the picture of the English post it translates
 * (an original Spanish post shows a picture of the English post closest to its subject, or the first).
 */
import type { SeedPost } from './seed-posts';

/** The shape of seed-posts.es.ts's `SpanishPostInput`, restated so this file stands alone. */
export interface SpanishSeedInput {
  slug: string;
  translation_of: string | null;
  title: string;
  description: string;
  meta_description: string;
  release_date: string;
}

const BRAND = 'Endolift';

/** The English post whose picture an original Spanish post borrows, by slug. */
const pictureFor: Record<string, string> = {
  'preguntas-para-su-consulta-de-endolift-en-miami': 'choosing-an-endolift-practitioner',
};

export function spanishBlogPath(slug: string): string {
  return `/es/blog/${slug}`;
}

export function buildSpanishSeedPosts(inputs: readonly SpanishSeedInput[], english: readonly SeedPost[]): SeedPost[] {
  const englishBySlug = new Map(english.map((p) => [p.slug, p]));
  return inputs.map((input) => {
    const source = englishBySlug.get(input.translation_of ?? pictureFor[input.slug] ?? '') ?? english[0];
    const image = source?.image ?? '/images/logo.svg';
    const url = spanishBlogPath(input.slug);
    return {
      slug: input.slug,
      title: input.title,
      image,
      description: input.description,
      meta_description: input.meta_description,
      release_date: input.release_date,
      language: 'es',
      translation_of: input.translation_of,
      meta_schema: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: input.title,
        description: input.meta_description,
        image,
        datePublished: input.release_date,
        dateModified: input.release_date,
        inLanguage: 'es-US',
        author: { '@type': 'Organization', name: BRAND },
        publisher: { '@type': 'Organization', name: BRAND, logo: { '@type': 'ImageObject', url: '/images/logo.svg' } },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
      },
    };
  });
}
