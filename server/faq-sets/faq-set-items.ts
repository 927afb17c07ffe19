/**
 * A set's questions as stored and as sent: in order, each a question (text) and an answer (the
 * limited HTML of faq-answer-html.ts), with the Markdown staff wrote it in when they did (the
 * editor's source; the site shows only the HTML). Numbers are not stored: a list is numbered 1..n
 * where it is shown, so a reorder can never leave a gap or a repeat.
 */
export interface FaqSetItem {
  question: string;
  answer: string;
  /** absent for answers stored as HTML (the seeded ones, those saved before the Markdown editor) */
  markdown?: string;
}

export const FAQ_LIMITS = {
  title: 120,
  items: 40,
  question: 300,
  answer: 4000,
} as const;

/** The stored JSON back as items; a row edited by hand into something else reads as no items. */
export function parseStoredItems(json: string): FaqSetItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    if (typeof e.question !== 'string' || typeof e.answer !== 'string') return [];
    return [{ question: e.question, answer: e.answer, ...(typeof e.markdown === 'string' ? { markdown: e.markdown } : {}) }];
  });
}

/** Items as a page shows them: numbered from 1 in order. */
export const numbered = (items: readonly FaqSetItem[], from = 1) => items.map((item, i) => ({ number: from + i, question: item.question, answer: item.answer }));
