/**
 * Shapes of the content shared by the site and the widgets (FAQ accordion, booking form).
 * Field names follow docs/product/data.md exactly, including their spelling.
 */

/** A tuple of exactly N items: lets the type checker hold the counts docs/product/README.md fixes. */
export type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N
  ? R
  : Tuple<T, N, [T, ...R]>;

/**
 * FAQ item of the home page and of the treatment content. `ans` may be an HTML string
 * (paragraphs, <ul>/<ol> lists, <strong>); the accordion renders it as HTML.
 */
export interface HtmlFaqItem {
  number: number;
  question: string;
  ans: string;
}

/** FAQ item of the other pages (FAQ page tabs, training, Miami): `answer` is plain text. */
export interface FaqItem {
  number: number;
  question: string;
  answer: string;
}

/** Either FAQ shape: what the accordion accepts. */
export type AnyFaqItem = HtmlFaqItem | FaqItem;

/** Keys of the FAQ page tabs, also their route segments: /faqs/treatment_faq … */
export type FaqGroupKey = 'treatment_faq' | 'results_faq' | 'post_treatment_faq';

export interface FaqGroup {
  label: string;
  items: FaqItem[];
}

export type FaqGroups = Record<FaqGroupKey, FaqGroup>;

/** One numbered step of 'Types of Consultations' beside the booking form. */
export interface ConsultationType {
  number: number;
  title: string;
  description: string;
}
