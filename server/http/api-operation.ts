/**
 * What one call of the API is, as each feature's `*-operations.ts` table declares it: its method and
 * path, its body, its security and every reply it may give. The routes answer through these
 * (reply-serializer.ts) and the OpenAPI document is built from the tables the top level merges
 * (server/api-operations.ts). Also the refusals many calls share.
 */
import type * as v from 'valibot';
import type { JsonSchema } from './json-schema';
import { errorReply } from './reply-schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HeaderDoc {
  description: string;
  schema: JsonSchema;
}

export interface ReplyDoc {
  description: string;
  /** the JSON body; absent for a body that is not JSON (`content`) or none */
  schema?: v.GenericSchema;
  /** a body that is not JSON: media type → JSON Schema */
  content?: Record<string, JsonSchema>;
  headers?: Record<string, HeaderDoc>;
}

export interface ParameterDoc {
  name: string;
  in: 'path' | 'query' | 'header';
  description: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  method: HttpMethod;
  /** as the router writes it (`:slug`) */
  path: string;
  operationId: string;
  tag: 'Lead forms' | 'Appointments' | 'Training course' | 'Accounts' | 'Blog' | 'FAQ sets' | 'Staff' | 'About the API';
  summary: string;
  description?: string;
  parameters?: ParameterDoc[];
  /** media type → body schema */
  body?: Record<string, JsonSchema>;
  bodyRequired?: boolean;
  /**
   * Who may call it, declared by every call: 'public' needs no session (a link's token or a form's
   * fields are checked by the call itself); the others name the session cookies and headers it needs.
   */
  security: 'public' | 'visitor' | 'staff' | 'staffWrite';
  responses: Record<string, ReplyDoc>;
}


// ---- headers and refusals shared by many calls ----

export const retryAfter: Record<string, HeaderDoc> = {
  'Retry-After': { description: 'Seconds to wait; the message words the same wait.', schema: { type: 'integer', minimum: 1 } as JsonSchema },
};
export const publicCache: Record<string, HeaderDoc> = {
  'Cache-Control': { description: '`public, max-age=60`', schema: { type: 'string' } as JsonSchema },
};

export const refusal = (description: string, headers?: Record<string, HeaderDoc>): ReplyDoc => ({ description, schema: errorReply, ...(headers ? { headers } : {}) });

export const failure = { '500': refusal('Something unexpected failed; it is logged. Message: "Something went wrong. Please try again."') };

/** What the JSON body parser and the content-type guard answer before the call runs. */
export const jsonRefusals = {
  '400': refusal('The body is not valid JSON (malformed, truncated or empty).'),
  '413': refusal('The body is over 64 KB.'),
  '415': refusal('The body is not `application/json`.'),
};
export const sameOrigin = { '403': refusal('Sent from another site’s page: `Origin` is neither the site’s nor the requested host.') };
export const perIpLimit = (max: number, minutes: number) => ({
  '429': refusal(`More than ${max} requests from this IP in ${minutes} minutes.`, retryAfter),
});

export const jsonBody = (schema: JsonSchema) => ({ 'application/json': schema });

export const pathParam = (name: string, description: string, schema: JsonSchema): ParameterDoc => ({ name, in: 'path', description, required: true, schema });
