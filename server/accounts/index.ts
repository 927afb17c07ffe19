/**
 * What other features may use of the accounts room: the signed-in patient's session check for a
 * call that changes something, and the account behind a session as her appointments need it (its
 * address, and whether she has confirmed it).
 */
export { requireSessionWithXsrf } from './sessions-plugin';
export { accountOwner, type AccountOwner } from './email-verification';
export { confirmedOwner } from './confirmed-owner';
/** Her data download and the closing of her account (server/account-data/). */
export { accountRecord, deleteAccountRows, passwordMatches } from './account-removal';
