/**
 * The loader of the pages that show an FAQ set (home, the FAQ page's tabs): on the server it reads
 * the set from the database (server/faq-sets/) and the router writes it into the page for hydration,
 * so the questions are HTML and data, never script; after a client-side navigation it fetches the
 * set from GET /api/faq-sets/:key. A set the client could not fetch is shown as no questions.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { FaqItem } from '../../src/content/types';
import { faqSet } from '../../src/api/calls';
import { localeOfPath } from '../../src/i18n/site-locale';
import { serverContext } from './request-context';

export interface FaqPageData {
  /** null: the set could not be read (the page leaves its FAQ out rather than fail) */
  faqs: FaqItem[] | null;
}

export function isFaqPageData(data: unknown): data is FaqPageData {
  return typeof data === 'object' && data !== null && 'faqs' in data;
}

export const faqSetLoader =
  (key: string) =>
  async ({ context, request }: LoaderFunctionArgs): Promise<FaqPageData> => {
    const language = localeOfPath(new URL(request.url).pathname);
    const server = serverContext(context);
    if (server) return { faqs: (await server.faqs.get(key, language))?.items ?? null };
    try {
      const { data } = await faqSet(key, language);
      return { faqs: Array.isArray(data.items) ? data.items : null };
    } catch (err) {
      console.warn(`FAQ set ${key} could not be loaded`, err);
      return { faqs: null };
    }
  };
