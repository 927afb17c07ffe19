import type { AnyFaqItem } from '../content/types';

/** The answer of either FAQ shape (`ans` may hold HTML, `answer` is plain text). */
export function faqAnswer(item: AnyFaqItem): string {
  return 'ans' in item ? item.ans : item.answer;
}
