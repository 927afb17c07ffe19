/**
 * What no route should have to think about, checked once for every request before any route runs.
 *
 * - A NUL in an address. No path or query the site or the API serves holds one, and PostgreSQL can
 *   neither store nor compare one: a path or query that decodes to one (`%00`) would reach a query
 *   as a parameter and fail there as a logged 500, once per request, for anyone who cares to flood
 *   the log. A NUL in the path's parameters or the query (names or values) of an API call is a 400
 *   'This address is not valid.', the answer a URL the router cannot read already gets
 *   (plugins/errors.ts). A page's address is left to the site, which answers its own 404 page.
 * - A lone surrogate in JSON text (`"\ud800"`), which no UTF-8 can hold: each database would write
 *   it its own way (PostgreSQL as U+FFFD, SQLite as bytes that are not UTF-8, read back as three
 *   U+FFFD). It becomes U+FFFD here, so what is checked is what is stored, alike on both.
 *
 * A NUL in a body is the schemas' business (services/validation/): form text is cleaned there,
 * filters are refused.
 */
import fp from 'fastify-plugin';
import { apiText } from '../i18n/api-text';

/** The site's catch-all page route: its pages query nothing with a NUL (a blog slug holding one is a 404 before any query). */
const SITE_PAGES = '/*';

/** Whether a decoded path parameter or query value (a string, a repeated key's list, the object of them) holds a NUL. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Replaces every lone surrogate in the strings of a parsed JSON value with U+FFFD, in place. A
 * loop, not recursion: the body may nest thousands deep within its 64 KB.
 */
export function makeTextWellFormed(root: unknown): void {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    const entries: Record<string, unknown> = node as Record<string, unknown>;
    for (const key of Object.keys(entries)) {
      const inner = entries[key];
      if (typeof inner === 'string') entries[key] = inner.replace(LONE_SURROGATE, '\ufffd');
      else if (typeof inner === 'object' && inner !== null) pending.push(inner);
    }
  }
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      // pages are the site's: an address no page has is its own 404 page (server/site/page-route.ts)
      if (request.routeOptions.url === SITE_PAGES) return;
      if (holdsNul(request.params) || holdsNul(request.query)) {
        request.log.info('address with a NUL refused');
        await reply.status(400).send({ success: false, message: apiText(request).reply.addressInvalid });
      }
    });
    app.addHook('preValidation', async (request) => {
      if (typeof request.body === 'string') request.body = request.body.replace(LONE_SURROGATE, '\ufffd');
      else makeTextWellFormed(request.body);
    });
  },
  { name: 'input-guard', dependencies: ['locale', 'errors'] },
);
