/**
 * The route options that make a call answer only what its operation declares (api-operations.ts):
 * fastify's response schemas (JSON Schema, for tools that read routes) and a serializer that runs
 * the reply through its valibot schema. valibot's objects keep only declared keys, in declared
 * order, and never coerce a value: a stray key is dropped, and a reply of the wrong shape fails
 * (a logged 500) instead of reaching the client. Statuses a call does not declare, and bodies that
 * are not objects (the CSV, the photo, a prepared string), are sent as they are.
 */
import * as v from 'valibot';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import type { ApiOperation } from './api-operation';
import { jsonSchemaOf } from './json-schema';

export function replyShapes(op: ApiOperation): { schema: FastifySchema; serializerCompiler: FastifySerializerCompiler<unknown> } {
  const response: Record<string, unknown> = {};
  for (const [status, reply] of Object.entries(op.responses)) {
    if (reply.schema) response[status] = jsonSchemaOf(reply.schema);
  }
  return {
    schema: { response },
    serializerCompiler: ({ httpStatus }) => {
      const schema = httpStatus ? op.responses[httpStatus]?.schema : undefined;
      if (!schema) throw new Error(`${op.method} ${op.path}: no reply shape for status ${String(httpStatus)}`);
      return (data: unknown) => {
        const parsed = v.safeParse(schema, data);
        if (!parsed.success) {
          throw new Error(`${op.method} ${op.path} ${String(httpStatus)}: the reply does not match its declared shape: ${v.summarize(parsed.issues)}`);
        }
        return JSON.stringify(parsed.output);
      };
    },
  };
}
