/**
 * The OpenAPI 3.1 document of the API, built from the operations table (api-operations.ts): the
 * request bodies from the valibot schemas the server validates with, the replies from the valibot
 * schemas the routes serialise through. Served at GET /api/openapi.json.
 */
import type { ApiOperation, ReplyDoc } from './api-operation';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

export const OPENAPI_VERSION = '3.1.0';
/** The API's own version: raise it when a call or a reply changes shape. */
export const API_VERSION = '1.0.0';

const securityOf: Record<ApiOperation['security'], Record<string, string[]>[]> = {
  public: [],
  visitor: [{ visitorSession: [], visitorXsrf: [] }],
  staff: [{ staffSession: [] }],
  staffWrite: [{ staffSession: [], staffXsrf: [] }],
};

function replyObject(reply: ReplyDoc): Record<string, unknown> {
  const content: Record<string, { schema: JsonSchema }> = {};
  if (reply.schema) content['application/json'] = { schema: jsonSchemaOf(reply.schema) };
  for (const [type, schema] of Object.entries(reply.content ?? {})) content[type] = { schema };
  return {
    description: reply.description,
    ...(reply.headers ? { headers: reply.headers } : {}),
    ...(Object.keys(content).length > 0 ? { content } : {}),
  };
}

function operationObject(op: ApiOperation): Record<string, unknown> {
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.parameters ? { parameters: op.parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: op.bodyRequired ?? false,
            content: Object.fromEntries(
              Object.entries(op.body).map(([type, schema]) => [
                type,
                type === 'multipart/form-data' ? { schema, encoding: { image: { contentType: 'image/jpeg' } } } : { schema },
              ]),
            ),
          },
        }
      : {}),
    security: securityOf[op.security],
    responses: Object.fromEntries(Object.entries(op.responses).map(([status, reply]) => [status, replyObject(reply)])),
  };
}

/** `/api/blog-details/:slug` → `/api/blog-details/{slug}` */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

export function buildOpenApiDocument(operations: Record<string, ApiOperation>): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of Object.values(operations)) {
    (paths[openApiPath(op.path)] ??= {})[op.method.toLowerCase()] = operationObject(op);
  }
  return {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Endolift Miami API',
      version: API_VERSION,
      description: [
        'The calls of the clinic’s site, widgets and staff inbox, served by the origin that serves the site.',
        'Every answer is JSON with a human `message`, errors included. The public calls report a refused form as HTTP 200 with `success` false (or "0" / 0 where the call always answered so) and the fields’ messages; the staff calls use 4xx statuses.',
        'JSON calls accept only `application/json` (64 KB at most); the consultation booking only `multipart/form-data`.',
        'The rules behind each call are in docs/product/api.md of the repository.',
      ].join('\n\n'),
    },
    // relative: the API is served by the origin that serves the site (and the document)
    servers: [{ url: '/', description: 'The origin that serves the site; the widgets call the origin their script came from.' }],
    tags: [
      { name: 'Lead forms', description: 'Booking a consultation and writing to the clinic.' },
      { name: 'Appointments', description: 'Consultation types and their free times; a time is booked with the consultation call.' },
      { name: 'Training course', description: 'Course days, enrolling (a seat or the waitlist), the practitioner’s own enrollment, waitlist offers and certificates.' },
      { name: 'Accounts', description: 'Patients’ accounts. Same-origin only: a request whose `Origin` is another site’s is refused.' },
      { name: 'Blog', description: 'The clinic’s articles.' },
      { name: 'FAQ sets', description: 'The clinic’s FAQ sets, read by the site and the FAQ widget, edited by staff.' },
      { name: 'Staff', description: 'The clinic’s staff inbox. JSON; every call but login, logout and set-password needs a staff session.' },
      { name: 'About the API', description: 'This document.' },
    ],
    paths,
    components: {
      securitySchemes: {
        visitorSession: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie set by sign-in (`__Host-sid` under https).' },
        visitorXsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'The value of the `XSRF-TOKEN` cookie, echoed.' },
        staffSession: { type: 'apiKey', in: 'cookie', name: 'staff_sid', description: 'The staff session cookie (`__Host-staff_sid` under https).' },
        staffXsrf: { type: 'apiKey', in: 'header', name: 'X-Staff-XSRF-Token', description: 'The value of the `STAFF-XSRF-TOKEN` cookie, echoed.' },
      },
    },
  };
}
