/**
 * Reads a multipart form with at most one file: text fields as strings, the file (from the named
 * field) as bytes. The limits make an oversized or over-long form fail with a 413 error that the
 * errors plugin turns into JSON; a file under any other field name is read and dropped.
 */
import type { FastifyRequest } from 'fastify';

export const MAX_PHOTO_BYTES = 16 * 1024 * 1024;

export interface MultipartForm {
  fields: Record<string, string>;
  file?: { bytes: Buffer; clientName: string };
}

export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
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
  return form;
}
