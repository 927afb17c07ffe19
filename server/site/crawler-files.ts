/** robots.txt and sitemap.xml: every public route and every blog post; account and staff pages stay out. */
import { localizePath } from '../../src/i18n/site-locale';
import type { BlogPost } from '../../src/api/api-types';

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /es/profile',
    'Disallow: /reset-password',
    'Disallow: /es/reset-password',
    'Disallow: /verify-email',
    'Disallow: /es/verify-email',
    'Disallow: /staff',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * Each public page in English and in Spanish, and each twin names both (and English as the
 * default) with xhtml:link, as the pages' own hreflang links do (docs/decisions/0015-spanish-routes.md).
 */
function pageUrls(siteUrl: string, path: string): string[] {
  const en = xmlEscape(siteUrl + path);
  const es = xmlEscape(siteUrl + localizePath(path, 'es'));
  const links = [
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
    `<xhtml:link rel="alternate" hreflang="es" href="${es}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`,
  ].join('');
  return [`  <url><loc>${en}</loc>${links}</url>`, `  <url><loc>${es}</loc>${links}</url>`];
}

const postUrl = (siteUrl: string, post: Pick<BlogPost, 'slug' | 'language'>) => `${siteUrl}${post.language === 'es' ? '/es' : ''}/blog/${post.slug}`;

/**
 * A post linked to its translation names both (English as the default), both ways; `alternates`
 * maps each such post's slug to its twin's.
 */
function postAlternates(siteUrl: string, post: BlogPost, bySlug: ReadonlyMap<string, BlogPost>, alternates: ReadonlyMap<string, string>): string {
  const twinSlug = alternates.get(post.slug);
  const twin = twinSlug === undefined ? undefined : bySlug.get(twinSlug);
  if (!twin || twin.language === post.language) return '';
  const [en, es] = post.language === 'es' ? [twin, post] : [post, twin];
  const enUrl = xmlEscape(postUrl(siteUrl, en));
  return [
    `<xhtml:link rel="alternate" hreflang="en" href="${enUrl}"/>`,
    `<xhtml:link rel="alternate" hreflang="es" href="${xmlEscape(postUrl(siteUrl, es))}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${enUrl}"/>`,
  ].join('');
}

export function sitemapXml(siteUrl: string, paths: readonly string[], posts: readonly BlogPost[], alternates: ReadonlyMap<string, string> = new Map()): string {
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  const urls = [
    ...paths.flatMap((p) => pageUrls(siteUrl, p)),
    ...posts.map(
      (post) =>
        `  <url><loc>${xmlEscape(postUrl(siteUrl, post))}</loc>${
          /^\d{4}-\d{2}-\d{2}/.test(post.release_date) ? `<lastmod>${post.release_date.slice(0, 10)}</lastmod>` : ''
        }${postAlternates(siteUrl, post, bySlug, alternates)}</url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
