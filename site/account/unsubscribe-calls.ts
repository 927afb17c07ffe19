/**
 * The unsubscribe page's one call (docs/product/api.md "POST /api/unsubscribe"): the same one-click
 * POST a mail program makes, with the mailed link's token in the query. No session.
 */
import { post } from '../../src/api/http-client';
import type { Locale } from '../../src/i18n/locale';
import { settle, type Outcome } from '../../src/responses/outcome';

export interface UnsubscribeAnswer {
  success: boolean;
  message?: string;
}

export const unsubscribeByLink = (token: string, locale: Locale): Promise<Outcome<UnsubscribeAnswer>> => settle(post<UnsubscribeAnswer>(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {}, locale));

/** The server's sentence, whether it unsubscribed (200) or refused the token (400, 404). */
export function answerOf(outcome: Outcome<UnsubscribeAnswer>): UnsubscribeAnswer | undefined {
  return outcome.ok ? outcome.data : (outcome.failure.response?.data as UnsubscribeAnswer | undefined);
}
