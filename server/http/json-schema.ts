/**
 * valibot → JSON Schema 2020-12, the dialect of OpenAPI 3.1. Replies convert as they are; request
 * bodies convert as the input they accept (typeMode 'input': the server's field schemas first take
 * any scalar, then trim and check it, and those checks are told in words by request-docs.ts).
 */
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type { JsonSchema };

/** `anyOf: [{type: a}, {anyOf: [{type: b}, {type: c}]}]` → `type: [a, b, c]`: the same schema, readable. */
function simplify(schema: JsonSchema): JsonSchema {
  const out: Record<string, unknown> = { ...(schema as Record<string, unknown>) };
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf) {
    const parts = anyOf.map(simplify) as Record<string, unknown>[];
    const plainTypes = parts.every((p) => Object.keys(p).every((k) => k === 'type'));
    if (plainTypes) {
      delete out.anyOf;
      out.type = [...new Set(parts.flatMap((p) => p.type as string | string[]))];
    } else {
      out.anyOf = parts;
    }
  }
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties as Record<string, JsonSchema>).map(([k, s]) => [k, simplify(s)]));
  }
  if (out.items && typeof out.items === 'object') out.items = simplify(out.items as JsonSchema);
  if (out.additionalProperties && typeof out.additionalProperties === 'object') {
    out.additionalProperties = simplify(out.additionalProperties as JsonSchema);
  }
  return out as JsonSchema;
}

const cache = new WeakMap<object, JsonSchema>();

/** The JSON Schema of a valibot schema, without `$schema` (the OpenAPI document names the dialect once). */
export function jsonSchemaOf(schema: v.GenericSchema, mode: 'input' | 'output' = 'output'): JsonSchema {
  const key = mode === 'output' ? schema : undefined;
  const known = key && cache.get(key);
  if (known) return known;
  const converted = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: mode === 'input' ? 'input' : 'ignore',
    errorMode: 'throw',
    // checks and trimming change no type: what they refuse is told in words
    ignoreActions: mode === 'input' ? ['trim', 'check'] : [],
  }) as Record<string, unknown>;
  delete converted.$schema;
  const result = simplify(converted as JsonSchema);
  if (key) cache.set(key, result);
  return result;
}
