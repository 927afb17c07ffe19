/**
 * The FAQ sets as the public sees them, for the API (GET /api/faq-sets/:key) and the server render
 * of the home and FAQ pages: one set in one language, numbered, every answer sanitised again on the
 * way out (faq-answer-html.ts), so a row edited by hand in the database cannot carry a script either.
 * `all` is the FAQ page's three tabs in order, numbered continuously.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FaqSet } from '../../src/api/faq-set-types';
import { faqRevision, findSet, findSets } from './faq-set-repository';
import { numbered, parseStoredItems, type FaqSetItem } from './faq-set-items';
import { sanitizeFaqAnswer, sanitizeFaqQuestion } from './faq-answer-html';
import { ALL_TABS_KEY, TAB_SET_KEYS, isPossibleKey } from './faq-set-keys';

export interface FaqSetReader {
  get(key: string, language: 'en' | 'es'): Promise<FaqSet | null>;
  /** changes whenever any set is saved, created or removed */
  revision(): Promise<string>;
}

const safe = (items: FaqSetItem[]): FaqSetItem[] => items.map((i) => ({ question: sanitizeFaqQuestion(i.question), answer: sanitizeFaqAnswer(i.answer) }));

export function createFaqSetReader(db: Kysely<Database>): FaqSetReader {
  return {
    async get(key, language) {
      if (!isPossibleKey(key)) return null;
      if (key === ALL_TABS_KEY) {
        const rows = await findSets(db, TAB_SET_KEYS, language);
        const inOrder = TAB_SET_KEYS.map((k) => rows.find((r) => r.set_key === k));
        if (inOrder.some((r) => !r)) return null;
        const present = inOrder.filter((r) => r !== undefined);
        const items = present.flatMap((r) => parseStoredItems(r.items));
        return { key, language, version: present.map((r) => r.version).join('.'), items: numbered(safe(items)) };
      }
      const row = await findSet(db, key, language);
      if (!row) return null;
      return { key, language, version: String(row.version), items: numbered(safe(parseStoredItems(row.items))) };
    },
    revision: () => faqRevision(db),
  };
}
