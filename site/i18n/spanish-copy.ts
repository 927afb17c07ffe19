/**
 * How a Spanish page route loads its words: one dynamic import per kind, typed against the English
 * module so a missing or misnamed Spanish export fails the type check. This module itself loads
 * only on /es pages, so the English entry carries none of these imports.
 */
import type { CopyKinds, PageCopyKind, ProvidedCopy } from './copy-kinds';

type Loaders = { [K in PageCopyKind]: () => Promise<CopyKinds[K]> };

const loaders: Loaders = {
  home: () => import('../copy/home.es'),
  faqs: () => import('../copy/faqs.es'),
  blog: () => import('../copy/blog.es'),
  account: () => import('../copy/account.es'),
  treatments: () => import('../content/treatments.es'),
  trainings: () => import('../content/trainings.es'),
  team: () => import('../content/team.es'),
  miami: () => import('../content/miami.es'),
  florida: () => import('../content/florida.es'),
  treatmentResults: () => import('../content/treatment-results.es'),
};

export async function loadSpanishCopy(kinds: readonly PageCopyKind[]): Promise<ProvidedCopy> {
  const entries = await Promise.all(kinds.map(async (kind) => [kind, await loaders[kind]()] as const));
  return Object.fromEntries(entries) as ProvidedCopy;
}

/**
 * The same modules by source path (relative to site/), for the server to preload with a Spanish
 * page: kept beside the imports above so the two lists change together.
 */
export const spanishCopyModules: Record<PageCopyKind, string> = {
  home: 'copy/home.es.ts',
  faqs: 'copy/faqs.es.ts',
  blog: 'copy/blog.es.ts',
  account: 'copy/account.es.ts',
  treatments: 'content/treatments.es.ts',
  trainings: 'content/trainings.es.ts',
  team: 'content/team.es.ts',
  miami: 'content/miami.es.ts',
  florida: 'content/florida.es.ts',
  treatmentResults: 'content/treatment-results.es.ts',
};
