/**
 * Reads a multipart form with at most one file: text fields as strings, the file (from the named
 * field) as bytes. The limits make an oversized or over-long form fail with a 413 error that the
 * errors plugin turns into JSON; a file under any other field name is read and dropped. A body the
 * parser cannot read (no boundary, a JSON body under a multipart type, a part cut short) is the
 * client's fault and becomes a 400, never a 500.
 */
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

export const MAX_PHOTO_BYTES = 16 * 1024 * 1024;

const LIMITS = { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25, fieldNameSize: 100 };

/**
 * The most a form we would accept can declare in Content-Length: the photo, plus room for every
 * text field at its limit (1.25 MB) and the parts' headers. Anything longer is refused before a byte
 * of it is read.
 */
export const MAX_FORM_BYTES = MAX_PHOTO_BYTES + 2 * 1024 * 1024;

export interface MultipartForm {
  fields: Record<string, string>;
  file?: { bytes: Buffer; clientName: string };
}

/** The error code the errors plugin answers with a 400 and "the form could not be read". */
export const MALFORMED_MULTIPART = 'CLINIC_MALFORMED_MULTIPART';

/** The error code the errors plugin answers with a 413 and "the photo is larger than 16 MB". */
export const FORM_TOO_LARGE = 'CLINIC_FORM_TOO_LARGE';

class MalformedMultipartError extends Error {
  readonly code = MALFORMED_MULTIPART;
  readonly statusCode = 400;
  constructor(cause: unknown) {
    super('malformed multipart body', { cause });
  }
}

class FormTooLargeError extends Error {
  readonly code = FORM_TOO_LARGE;
  readonly statusCode = 413;
  constructor() {
    super('declared form length over the limit');
  }
}

function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  const length = header === undefined ? NaN : Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/**
 * Refuses (413) a form whose declared length no acceptable form reaches, while its body is still
 * unread: Node drains and drops what the client goes on sending, so a refused upload never sits in
 * memory. A body sent without a length is held to the same limits as it is read.
 */
export function refuseOversizedForm(request: FastifyRequest): void {
  if ((declaredLength(request) ?? 0) > MAX_FORM_BYTES) throw new FormTooLargeError();
}

/** @fastify/multipart's own limit errors already carry a 4xx status and a code the errors plugin names. */
function isNamedClientError(err: unknown): boolean {
  const e = err as { code?: unknown; statusCode?: unknown } | null;
  return typeof e?.code === 'string' && e.code.startsWith('FST_') && typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500;
}

/**
 * The file's bytes in one buffer. Each chunk from the socket is copied in and dropped at once
 * instead of being kept until the end and joined: joining held the file twice, and thousands of
 * small chunks kept alive together left the heap fragmented long after they were freed. The
 * buffer is sized from the declared length, which bounds the file; without one it doubles.
 */
async function readFileBytes(file: Readable, sizeHint: number): Promise<Buffer> {
  let bytes = Buffer.allocUnsafeSlow(Math.max(1, sizeHint));
  let length = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    if (length + chunk.length > bytes.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(bytes.length * 2, length + chunk.length));
      bytes.copy(grown, 0, 0, length);
      bytes = grown;
    }
    chunk.copy(bytes, length);
    length += chunk.length;
  }
  return bytes.subarray(0, length);
}

async function dropFileBytes(file: Readable): Promise<void> {
  for await (const _chunk of file as AsyncIterable<Buffer>) {
    // read and dropped: a file under another field name is not ours to keep
  }
}

export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  const sizeHint = Math.min(declaredLength(request) ?? 1024 * 1024, MAX_PHOTO_BYTES);
  try {
    const parts = request.parts({ limits: LIMITS });
    for await (const part of parts) {
      if (part.type === 'file') {
        const wanted = part.fieldname === fileField;
        const bytes = wanted ? await readFileBytes(part.file, sizeHint) : undefined;
        if (!wanted) await dropFileBytes(part.file);
        if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
        if (bytes && bytes.length > 0) form.file = { bytes, clientName: part.filename };
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
