/**
 * Where the Spanish site lives: every page P has its twin at /es + P (docs/decisions/0015-spanish-routes.md).
 * Pure functions of a path, shared by the routes, the links, the head and the sitemap.
 */
import type { Locale } from './locale';

export const SPANISH_PREFIX = '/es';

const SPANISH_PATH = /^\/es(?=[/?#]|$)/;

export function localeOfPath(pathname: string): Locale {
  return SPANISH_PATH.test(pathname) ? 'es' : 'en';
}

/** The English path of any site path: '/es/treatments/neck' → '/treatments/neck', '/es' → '/'. */
export function englishPath(path: string): string {
  const rest = path.replace(SPANISH_PATH, '');
  return rest === path || rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A site path in `locale`. Only same-site absolute paths change: 'tel:', 'https://…', '#main' and
 * '//host' pass through, so content can hold English paths and still link within its language.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const english = englishPath(path);
  if (locale === 'en') return english;
  // '/' → '/es', '/?q' → '/es?q', '/blog' → '/es/blog'
  return SPANISH_PREFIX + (/^\/(?=[?#]|$)/.test(english) ? english.slice(1) : english);
}

export const otherLocale = (locale: Locale): Locale => (locale === 'es' ? 'en' : 'es');

/** The same page in the other language. */
export function twinPath(pathname: string): string {
  return localizePath(pathname, otherLocale(localeOfPath(pathname)));
}
