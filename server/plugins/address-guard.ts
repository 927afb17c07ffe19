/**
 * No address the site or the API serves holds a NUL character, and PostgreSQL can neither store nor
 * compare one: a path or query string that decodes to one (`%00`) would reach a query as a
 * parameter and fail there as a logged 500, once per request, for anyone who cares to flood the
 * log. So every request is checked here, once, before any route runs: a NUL anywhere in the path's
 * parameters or the query (names or values) is a 400 'This address is not valid.', the answer a URL
 * the router cannot read already gets (plugins/errors.ts). Bodies are the schemas' business
 * (services/validation/): form text is cleaned there, filters are refused.
 */
import fp from 'fastify-plugin';
import { apiText } from '../i18n/api-text';

/** Whether a decoded path parameter or query value (a string, a repeated key's list, the object of them) holds a NUL. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (holdsNul(request.params) || holdsNul(request.query)) {
        request.log.info('address with a NUL refused');
        await reply.status(400).send({ success: false, message: apiText(request).reply.addressInvalid });
      }
    });
  },
  { name: 'address-guard', dependencies: ['locale', 'errors'] },
);
