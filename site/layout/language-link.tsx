/**
 * The link to the page being read in the other language (docs/decisions/0015-spanish-routes.md): the
 * same path under or without /es. A blog post links to its translation when it has one, else to
 * the other language's blog. The site never switches language by itself.
 */
import { Link, useLocation, useMatches } from 'react-router-dom';
import type { BlogPost } from '../../src/api/api-types';
import { isRouteHandle } from '../route-handle';
import { localizePath, otherLocale, twinPath } from '../../src/i18n/site-locale';
import { useSiteLocale } from '../i18n/site-locale-context';
import { useCopy } from '../i18n/copy-context';
import * as englishLayout from '../copy/layout';

function useTwinPath(): string {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const locale = useSiteLocale();
  const last = matches.at(-1);
  if (last && isRouteHandle(last.handle) && last.handle.page === 'blog-post') {
    const post = last.data as BlogPost | null | undefined;
    const alternate = post?.alternate_slug;
    return localizePath(alternate ? `/blog/${encodeURIComponent(alternate)}` : '/blog', otherLocale(locale));
  }
  // a reset link's token, say, belongs to the page in either language
  return `${twinPath(pathname)}${search}`;
}

/**
 * `short`: the header's two-letter code. Its accessible name is 'ES, Español': it starts with the
 * visible code, as speech input expects, and then says the language in full.
 */
export function LanguageLink({ className = 'language-link', onClick, short = false }: { className?: string; onClick?: () => void; short?: boolean }) {
  const to = useTwinPath();
  const other = otherLocale(useSiteLocale());
  const { otherLanguage } = useCopy('layout', englishLayout).layoutText;
  return (
    <Link className={className} to={to} hrefLang={other} lang={other} aria-label={short ? `${otherLanguage.code}, ${otherLanguage.label}` : undefined} data-language-link="" onClick={onClick}>
      {short ? otherLanguage.code : otherLanguage.label}
    </Link>
  );
}
