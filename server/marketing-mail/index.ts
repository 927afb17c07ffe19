/**
 * What other features may use of the marketing-mail room: whether an address takes marketing mail,
 * the token and headers that make one such mail unsubscribable in one click, and the address of
 * the site's unsubscribe page for the mail's visible line.
 */
export { issueUnsubscribeToken, isUnsubscribed, mailKey } from './marketing-mail-repository';
export { unsubscribeHeaders, unsubscribePageUrl } from './unsubscribe-headers';
