/** robots.txt and sitemap.xml: every public route and every blog post; account and staff pages stay out. */
import type { BlogPost } from '../../src/api/api-types';

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /reset-password',
    'Disallow: /staff',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function sitemapXml(siteUrl: string, paths: readonly string[], posts: readonly BlogPost[]): string {
  const urls = [
    ...paths.map((p) => `  <url><loc>${xmlEscape(siteUrl + p)}</loc></url>`),
    ...posts.map(
      (post) =>
        `  <url><loc>${xmlEscape(`${siteUrl}${post.language === 'es' ? '/es' : ''}/blog/${post.slug}`)}</loc>${
          /^\d{4}-\d{2}-\d{2}/.test(post.release_date) ? `<lastmod>${post.release_date.slice(0, 10)}</lastmod>` : ''
        }</url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
