/**
 * Where <clinic-faq> takes its questions from: the page's own questions as JSON in a
 * <script type="application/json"> child, or one of the clinic's groups named by `group`, fetched
 * once per page, group and language from clinic-faqs-{group}.json (clinic-faqs-{group}.es.json)
 * beside the bundle.
 */
import type { AnyFaqItem } from '../src/content/types';
import type { Locale } from '../src/i18n/locale';
import type { FaqGroupName } from './faq-data';
const GROUPS: readonly string[] = ['all', 'home', 'treatment_faq', 'results_faq', 'post_treatment_faq'];

export const groupName = (group: string | null): FaqGroupName => (group && GROUPS.includes(group) ? (group as FaqGroupName) : 'all');

const data = new Map<string, Promise<AnyFaqItem[]>>();

/** `apiBase`: the clinic's server, whose /widgets/ folder holds the questions; `locale`: the widget's language. */
export function loadGroup(group: string | null, apiBase: string, locale: Locale = 'en'): Promise<AnyFaqItem[]> {
  // a file name of faq-data.ts's faqDataFile(), without importing the questions themselves
  const file = `clinic-faqs-${groupName(group)}${locale === 'en' ? '' : `.${locale}`}.json`;
  let request = data.get(file);
  if (!request) {
    request = fetch(`${apiBase}/widgets/${file}`).then((res) => {
      if (!res.ok) throw new Error(`<clinic-faq>: the questions could not be loaded (HTTP ${res.status}).`);
      return res.json() as Promise<AnyFaqItem[]>;
    });
    data.set(file, request);
  }
  const sent = request;
  return sent.then(
    (items) => (Array.isArray(items) ? items : []),
    (err: unknown) => {
      if (data.get(file) === sent) data.delete(file); // let a later element try again
      throw err;
    },
  );
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
