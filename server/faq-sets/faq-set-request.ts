/**
 * What the staff FAQ set calls accept: a new named set (key and name), and a saved language of a
 * set (its name and its questions in order). Text is trimmed and freed of control characters;
 * answers and questions are sanitised here, before any length check, so what is measured is what
 * is stored.
 */
import * as v from 'valibot';
import { sanitizeFaqAnswer, sanitizeFaqQuestion } from './faq-answer-html';
import { FAQ_LIMITS } from './faq-set-items';
import { faqMarkdownHtml } from '../../src/faq/faq-markdown';
import { faqSetMessages as m } from './faq-set-messages';
import { isNamedKey, isPossibleKey } from './faq-set-keys';

const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
const length = (s: string) => [...s].length;
/** an answer with no words in it (only tags or spaces) is no answer */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';

const title = v.pipe(
  v.string(m.notText),
  v.transform(clean),
  v.check((s) => s !== '', m.titleRequired),
  v.check((s) => length(s) <= FAQ_LIMITS.title, m.titleTooLong),
);

/**
 * A question and its answer: the answer as Markdown (`markdown`, what the staff editor sends:
 * rendered by src/faq/faq-markdown.ts, then sanitised) or as the limited HTML (`answer`, as before).
 * Either way the answer's refusals are named `items.{i}.answer`, the field the editor marks.
 */
const item = v.pipe(
  v.object({
    question: v.pipe(
      v.string(m.notText),
      v.check((s) => length(s) <= FAQ_LIMITS.question * 2, m.questionTooLong),
      v.transform((s) => clean(sanitizeFaqQuestion(s))),
      v.check((s) => s !== '', m.questionRequired),
      v.check((s) => length(s) <= FAQ_LIMITS.question, m.questionTooLong),
    ),
    answer: v.optional(v.pipe(v.string(m.notText), v.check((s) => length(s) <= FAQ_LIMITS.answer * 2, m.answerTooLong))),
    markdown: v.optional(v.pipe(v.string(m.notText), v.check((s) => length(s) <= FAQ_LIMITS.answer, m.answerTooLong))),
  }),
  v.transform(({ question, answer, markdown }): { question: string; answer: string; markdown?: string } => {
    if (markdown === undefined) return { question, answer: clean(sanitizeFaqAnswer(answer ?? '')) };
    const source = clean(markdown.replace(/\r\n?/g, '\n'));
    return { question, answer: clean(sanitizeFaqAnswer(faqMarkdownHtml(source))), markdown: source };
  }),
  v.forward(v.check((i) => hasText(i.answer), m.answerRequired), ['answer']),
  v.forward(v.check((i) => length(i.answer) <= FAQ_LIMITS.answer, m.answerTooLong), ['answer']),
);

export const saveSetSchema = v.object(
  {
    title,
    items: v.pipe(v.array(item, m.formMissing), v.maxLength(FAQ_LIMITS.items, m.tooManyItems)),
  },
  m.formMissing,
);

export const createSetSchema = v.object(
  {
    key: v.pipe(v.string(m.keyInvalid), v.transform((s) => s.trim()), v.check(isNamedKey, m.keyInvalid)),
    title,
  },
  m.formMissing,
);

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** field → first message; an item's field is named `items.3.answer` (0-based), as the editor marks it. */
function parse<S extends v.GenericSchema>(schema: S, body: unknown): Parsed<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, body ?? {});
  if (parsed.success) return { ok: true, value: parsed.output };
  const errors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const keys = (issue.path ?? []).map((p) => String(p.key));
    const field = keys.length > 0 ? keys.join('.') : 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export const parseSaveBody = (body: unknown) => parse(saveSetSchema, body);
export const parseCreateBody = (body: unknown) => parse(createSetSchema, body);

/** `?lang=es` picks Spanish; nothing, `en` or anything else, English (as the blog list does). */
export const languageOf = (query: unknown): 'en' | 'es' => ((query ?? {}) as { lang?: unknown }).lang === 'es' ? 'es' : 'en';

/** The `:key` of a set's URL, if it could name one. */
export function keyOf(params: unknown): string | undefined {
  const key = ((params ?? {}) as { key?: unknown }).key;
  return typeof key === 'string' && isPossibleKey(key) ? key : undefined;
}

/** `If-Match: "7"` (or W/"7", or 7) → 7; anything else → undefined. */
export function ifMatchVersion(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.trim().match(/^(?:W\/)?"?(\d{1,9})"?$/);
  return match?.[1] ? Number(match[1]) : undefined;
}
