/**
 * Where <clinic-faq> takes its questions from: the page's own questions as JSON in a
 * <script type="application/json"> child, or the FAQ set named by `group` (docs/product/api.md#faq-sets):
 * the clinic's own groups or a named set staff made (`spring-offer`), fetched once per page, set and
 * language from GET /api/faq-sets/:key through the bundle's HTTP client, so an edit in the staff area
 * shows on every partner page without a deploy. Should that call fail (the server older than FAQ
 * sets, an origin outside ALLOWED_ORIGINS), the clinic's own groups fall back to the questions built
 * beside the bundle, clinic-faqs-{group}.json (clinic-faqs-{group}.es.json); a named set has no such copy.
 */
import type { AnyFaqItem } from '../src/content/types';
import type { Locale } from '../src/i18n/locale';
import { get } from '../src/api/http-client';
import { faqSetPath } from '../src/api/faq-set-path';
import type { FaqSetResponse } from '../src/api/faq-set-types';
import type { FaqGroupName } from './faq-data';

const BUILT_GROUPS: readonly string[] = ['all', 'home', 'treatment_faq', 'results_faq', 'post_treatment_faq'] satisfies readonly FaqGroupName[];
/** a set's key as the server accepts it (server/faq-sets/faq-set-keys.ts): the clinic's and named sets' */
const SET_KEY = /^[a-z0-9][a-z0-9_-]{0,59}$/;

/** The set a `group` attribute names; none, or one no set could have, is the FAQ page's 'View all'. */
export const groupName = (group: string | null): string => (group && SET_KEY.test(group) ? group : 'all');

const data = new Map<string, Promise<AnyFaqItem[]>>();

const isItem = (x: unknown): x is AnyFaqItem => {
  const item = x as Record<string, unknown> | null;
  return typeof item?.question === 'string' && (typeof item.answer === 'string' || typeof item.ans === 'string');
};

/** Through the bundle's own HTTP client (in this part, widgets/on-demand/http-client-shim.ts), already pointed at the clinic's server. */
async function fromApi(key: string, locale: Locale): Promise<AnyFaqItem[]> {
  const { data: set } = await get<FaqSetResponse>(faqSetPath(key, locale), locale);
  if (!Array.isArray(set.items)) throw new Error('<clinic-faq>: the questions could not be read.');
  return set.items.filter(isItem);
}

async function fromBuiltFile(key: string, apiBase: string, locale: Locale): Promise<AnyFaqItem[]> {
  // a file name of faq-data.ts's faqDataFile(), without importing the questions themselves
  const res = await fetch(`${apiBase}/widgets/clinic-faqs-${key}${locale === 'en' ? '' : `.${locale}`}.json`);
  if (!res.ok) throw new Error(`<clinic-faq>: the questions could not be loaded (HTTP ${res.status}).`);
  const items: unknown = await res.json();
  return Array.isArray(items) ? items.filter(isItem) : [];
}

/** `apiBase`: the clinic's server; `locale`: the widget's language. */
export function loadGroup(group: string | null, apiBase: string, locale: Locale = 'en'): Promise<AnyFaqItem[]> {
  const key = groupName(group);
  const id = `${locale}:${key}`;
  let request = data.get(id);
  if (!request) {
    request = fromApi(key, locale).catch((err: unknown) => {
      if (!BUILT_GROUPS.includes(key)) throw new Error(`<clinic-faq>: the set "${key}" could not be loaded.`, { cause: err });
      return fromBuiltFile(key, apiBase, locale);
    });
    data.set(id, request);
  }
  const sent = request;
  return sent.catch((err: unknown) => {
    if (data.get(id) === sent) data.delete(id); // let a later element try again
    throw err;
  });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Reads inline questions; undefined when there are none, an error when the JSON is unusable. */
export function inlineItems(element: HTMLElement): AnyFaqItem[] | Error | undefined {
  const script = element.querySelector('script[type="application/json"]');
  if (!script) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(script.textContent ?? '');
  } catch {
    return new Error('<clinic-faq>: the inline questions are not valid JSON.');
  }
  const list: unknown = Array.isArray(parsed) ? parsed : (parsed as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(list)) return new Error('<clinic-faq>: the inline JSON must be a list of {question, answer}.');
  const items: AnyFaqItem[] = [];
  for (const entry of list as unknown[]) {
    const record = (entry ?? {}) as Record<string, unknown>;
    const question = text(record.question);
    const answer = text(record.answer) ?? text(record.ans);
    if (!question || !answer) continue;
    const number = typeof record.number === 'number' ? record.number : items.length + 1;
    items.push({ number, question, answer });
  }
  return items.length > 0 ? items : new Error('<clinic-faq>: no entry has both a question and an answer.');
}
