/**
 * What other features may use of the marketing-mail room: whether an address takes marketing mail,
 * and the token and headers that make one such mail unsubscribable in one click.
 */
export { issueUnsubscribeToken, isUnsubscribed, mailKey } from './marketing-mail-repository';
export { unsubscribeHeaders } from './unsubscribe-headers';
