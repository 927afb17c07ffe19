/**
 * The clinic's own FAQ sets come from the content modules (src/content/home-faqs(.es).ts,
 * faq-groups(.es).ts), which stay their seed source and are guarded by the Spanish copy tests
 * (tests/unit/site/spanish-copy-f.test.ts). A set and language missing from the database is written
 * at start; one that is there is never touched again, so the clinic's edits stay. Two processes
 * starting at once both insert "if missing": the unique key lets one win.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Locale } from '../../src/i18n/locale';
import * as englishFaqs from '../../src/content/faqs';
import * as spanishFaqs from '../../src/content/faqs.es';
import { faqAnswer } from '../../src/faq/faq-answer';
import type { AnyFaqItem } from '../../src/content/types';
import { CLINIC_SET_KEYS, type ClinicSetKey } from './faq-set-keys';
import { sanitizeFaqAnswer, sanitizeFaqQuestion } from './faq-answer-html';
import { seedTitles as englishTitles } from './seed-titles';
import { seedTitles as spanishTitles } from './seed-titles.es';
import type { FaqSetItem } from './faq-set-items';

const content = { en: englishFaqs, es: spanishFaqs } as const;
const titles = { en: englishTitles, es: spanishTitles } as const;

function itemsOf(key: ClinicSetKey, locale: Locale): readonly AnyFaqItem[] {
  const faqs = content[locale];
  return key === 'home' ? faqs.homeFaqs : faqs.faqGroups[key].items;
}

/** Today's questions of one clinic set, as the database keeps them (in order, sanitised). */
export function seedItems(key: ClinicSetKey, locale: Locale): FaqSetItem[] {
  return itemsOf(key, locale).map((item) => ({ question: sanitizeFaqQuestion(item.question), answer: sanitizeFaqAnswer(faqAnswer(item)) }));
}

export const seedTitle = (key: ClinicSetKey, locale: Locale): string => titles[locale][key];

/** Writes each clinic set and language that is missing; true when it wrote any. */
export async function seedClinicFaqSets(db: Kysely<Database>, now = Date.now()): Promise<boolean> {
  const rows = CLINIC_SET_KEYS.flatMap((key) =>
    (['en', 'es'] as const).map((language) => ({
      set_key: key,
      language,
      kind: 'clinic' as const,
      title: seedTitle(key, language),
      items: JSON.stringify(seedItems(key, language)),
      version: 1,
      created_at: now,
      updated_at: now,
      updated_by: 'seed',
    })),
  );
  const existing = await db.selectFrom('faq_sets').select(['set_key', 'language']).where('kind', '=', 'clinic').execute();
  const have = new Set(existing.map((r) => `${r.set_key}:${r.language}`));
  const missing = rows.filter((r) => !have.has(`${r.set_key}:${r.language}`));
  if (missing.length === 0) return false;
  await db
    .insertInto('faq_sets')
    .values(missing)
    .onConflict((oc) => oc.columns(['set_key', 'language']).doNothing())
    .execute();
  return true;
}
