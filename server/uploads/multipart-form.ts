/**
 * Reads a multipart form with at most one file: text fields as strings, the file (from the named
 * field) as bytes. The limits make an oversized or over-long form fail with a 413 error that the
 * errors plugin turns into JSON; a file under any other field name is read and dropped. A body the
 * parser cannot read (no boundary, a JSON body under a multipart type, a part cut short) is the
 * client's fault and becomes a 400, never a 500.
 */
import type { FastifyRequest } from 'fastify';

export const MAX_PHOTO_BYTES = 16 * 1024 * 1024;

export interface MultipartForm {
  fields: Record<string, string>;
  file?: { bytes: Buffer; clientName: string };
}

/** The error code the errors plugin answers with a 400 and "the form could not be read". */
export const MALFORMED_MULTIPART = 'CLINIC_MALFORMED_MULTIPART';

class MalformedMultipartError extends Error {
  readonly code = MALFORMED_MULTIPART;
  readonly statusCode = 400;
  constructor(cause: unknown) {
    super('malformed multipart body', { cause });
  }
}

/** @fastify/multipart's own limit errors already carry a 4xx status and a code the errors plugin names. */
function isNamedClientError(err: unknown): boolean {
  const e = err as { code?: unknown; statusCode?: unknown } | null;
  return typeof e?.code === 'string' && e.code.startsWith('FST_') && typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500;
}

export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25, fieldNameSize: 100 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField && bytes.length > 0) form.file = { bytes, clientName: part.filename };
      } else if (!(part.fieldname in form.fields)) {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    if (isNamedClientError(err)) throw err;
    throw new MalformedMultipartError(err);
  }
  return form;
}
