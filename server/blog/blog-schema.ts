/**
 * A post's JSON-LD as served: docs/product/data.md says its brand text, logo and url are those of the current
 * site. Stored posts keep whatever was seeded; this rewrites at read time, so a change of SITE_URL
 * or of the clinic's name applies to every post at once.
 */
import { clinic } from '../../src/config/clinic';

type Json = Record<string, unknown>;

const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

function absolute(siteUrl: string, href: unknown): unknown {
  if (typeof href !== 'string' || href === '') return href;
  if (/^https?:\/\//i.test(href)) return href;
  return `${siteUrl}${href.startsWith('/') ? '' : '/'}${href}`;
}

function brandOrganization(node: unknown, siteUrl: string): unknown {
  if (!isObject(node)) return node;
  const out: Json = { ...node, name: clinic.clinicName };
  if ('logo' in node) {
    const logoUrl = `${siteUrl}${clinic.logoPath}`;
    out.logo = isObject(node.logo) ? { ...node.logo, url: logoUrl } : logoUrl;
  }
  return out;
}

/** `path` is the post's page: /blog/{slug}, or /es/blog/{slug} for a Spanish post. */
export function siteMetaSchema(stored: string, slug: string, siteUrl: string, path = `/blog/${slug}`): Json | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const url = `${siteUrl}${path}`;
  const out: Json = { ...parsed, url };
  if ('publisher' in parsed) out.publisher = brandOrganization(parsed.publisher, siteUrl);
  if ('author' in parsed && isObject(parsed.author) && parsed.author['@type'] === 'Organization') {
    out.author = brandOrganization(parsed.author, siteUrl);
  }
  if (isObject(parsed.mainEntityOfPage)) out.mainEntityOfPage = { ...parsed.mainEntityOfPage, '@id': url };
  if ('image' in parsed) out.image = absolute(siteUrl, parsed.image);
  return out;
}
