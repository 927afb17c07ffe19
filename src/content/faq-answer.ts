/**
 * The answer of either FAQ shape (`ans` may hold HTML, `answer` is plain text). Kept apart from the
 * clinic's FAQ lists so the accordion can render a page's own questions without bundling them.
 */
import type { AnyFaqItem } from './types';

export function faqAnswer(item: AnyFaqItem): string {
  return 'ans' in item ? item.ans : item.answer;
}
