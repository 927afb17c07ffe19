/**
 * A staff-written post's JSON-LD, made on every save and publish in the shape the seeded posts
 * have (server/blog/seed-posts.ts): a BlogPosting with its cover image, datePublished and
 * dateModified. Its url, brand and image become absolute at read time (server/blog/blog-schema.ts).
 */
import { clinic } from '../../src/config/clinic';
import type { BlogPostingSchema } from './seed-posts';
import type { BlogPostRow } from './blog-repository';

type SchemaSource = Pick<BlogPostRow, 'title' | 'meta_description' | 'image' | 'language' | 'slug' | 'published_at' | 'updated_at' | 'created_at'>;

export function postSchemaJson(post: SchemaSource): string {
  const modified = post.updated_at ?? post.created_at;
  const path = post.language === 'es' ? `/es/blog/${post.slug}` : `/blog/${post.slug}`;
  const schema: BlogPostingSchema = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.meta_description,
    image: post.image,
    datePublished: new Date(post.published_at ?? post.created_at).toISOString(),
    // a post released later than its last edit was not modified after it came out
    dateModified: new Date(Math.max(modified, post.published_at ?? 0)).toISOString(),
    inLanguage: post.language === 'es' ? 'es-US' : 'en-US',
    author: { '@type': 'Organization', name: clinic.clinicName },
    publisher: { '@type': 'Organization', name: clinic.clinicName, logo: { '@type': 'ImageObject', url: clinic.logoPath } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': path },
    url: path,
  };
  return JSON.stringify(schema);
}
