/**
 * What the staff post calls accept: a post's fields (create and save), a release time (publish),
 * and the ids in their addresses. Every text is checked for length and stripped of control
 * characters; the Markdown is kept as typed and only rendered (post-markdown.ts) for the page.
 */
import * as v from 'valibot';
import { parseRowId, MAX_ROW_ID } from '../db/column-ranges';
import { postMessages as m } from './post-messages';
import { SLUG_MAX, SLUG_PATTERN } from './post-slug';

export const TITLE_MAX = 200;
export const META_MAX = 300;
export const ALT_MAX = 300;
export const IMAGE_MAX = 500;
/** the JSON body limit is 64 KB; a post's Markdown stays well under it */
export const BODY_MAX = 50_000;
/** a release time at most this far ahead (ms) */
const SCHEDULE_AHEAD_MAX = 5 * 366 * 24 * 3_600_000;
const EARLIEST_RELEASE = Date.UTC(2000, 0, 1);

const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const oneLine = (max: number, tooLong: string) =>
  v.pipe(
    v.string(m.notText),
    v.transform((s) => s.replace(controls, '').replace(/[\r\n\t]+/g, ' ').trim()),
    v.check((s) => [...s].length <= max, tooLong),
  );

/**
 * A cover or inline image: a path on this site (an uploaded image, /images/…). No other site's
 * address and no scheme but the site's own, so a post cannot pull in a tracker or a `javascript:` URL.
 */
const sitePath = /^\/(?![/\\])[A-Za-z0-9\-._~/%]*$/;

export const postSchema = v.object(
  {
    title: v.pipe(oneLine(TITLE_MAX, m.titleTooLong(TITLE_MAX)), v.minLength(1, m.titleRequired)),
    slug: v.optional(v.pipe(v.string(m.notText), v.trim(), v.maxLength(SLUG_MAX, m.slugInvalid), v.check((s) => s === '' || SLUG_PATTERN.test(s), m.slugInvalid)), ''),
    language: v.picklist(['en', 'es'], m.languageInvalid),
    translation_of: v.optional(v.nullable(v.pipe(v.number(m.translationInvalid), v.integer(m.translationInvalid), v.minValue(1, m.translationInvalid), v.maxValue(MAX_ROW_ID, m.translationInvalid))), null),
    meta_description: v.optional(oneLine(META_MAX, m.metaTooLong(META_MAX)), ''),
    image: v.optional(v.pipe(v.string(m.imageInvalid), v.trim(), v.maxLength(IMAGE_MAX, m.imageInvalid), v.check((s) => s === '' || sitePath.test(s), m.imageInvalid)), ''),
    image_alt: v.optional(oneLine(ALT_MAX, m.altTooLong(ALT_MAX)), ''),
    body: v.optional(
      v.pipe(
        v.string(m.notText),
        v.transform((s) => s.replace(controls, '')),
        v.check((s) => s.length <= BODY_MAX, m.bodyTooLong(BODY_MAX)),
      ),
      '',
    ),
  },
  m.formMissing,
);

export type PostInput = v.InferOutput<typeof postSchema>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

function firstErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    errors[typeof key === 'string' ? key : 'form'] ??= issue.message;
  }
  return errors;
}

export function parsePostBody(body: unknown): Parsed<PostInput> {
  const parsed = v.safeParse(postSchema, body ?? undefined);
  if (!parsed.success) return { ok: false, errors: firstErrors(parsed.issues) };
  // a cover needs words for people who cannot see it
  if (parsed.output.image !== '' && parsed.output.image_alt === '') return { ok: false, errors: { image_alt: m.altRequired } };
  return { ok: true, value: parsed.output };
}

export const publishSchema = v.object(
  {
    at: v.optional(v.nullable(v.pipe(v.number(m.timeInvalid), v.integer(m.timeInvalid), v.minValue(EARLIEST_RELEASE, m.timeInvalid)))),
    // what the editor holds, when it differs from the saved version: saved and published in one step
    post: v.optional(v.nullable(v.looseObject({}, m.formMissing))),
  },
  m.formMissing,
);

export interface PublishRequest {
  at: number;
  /** the editor's fields, to be saved before the release in the same transaction */
  post: PostInput | null;
}

/**
 * When to release: `at` (ms), or now when absent; at most five years ahead of `now`. With `post`,
 * the editor's fields, checked as a save checks them (their errors under the same names).
 */
export function parsePublishBody(body: unknown, now: number): Parsed<PublishRequest> {
  const parsed = v.safeParse(publishSchema, body ?? {});
  if (!parsed.success) return { ok: false, errors: firstErrors(parsed.issues) };
  const at = parsed.output.at ?? now;
  if (at > now + SCHEDULE_AHEAD_MAX) return { ok: false, errors: { at: m.timeInvalid } };
  if (!parsed.output.post) return { ok: true, value: { at, post: null } };
  const fields = parsePostBody(parsed.output.post);
  return fields.ok ? { ok: true, value: { at, post: fields.value } } : fields;
}

export function parseId(text: unknown): number | undefined {
  return typeof text === 'string' ? parseRowId(text) : undefined;
}

/** `If-Match: "7"` (or W/"7") → 7; anything else → undefined. */
export function parseIfMatch(header: unknown): number | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(header);
  return match ? Number(match[1]) : undefined;
}

export const etagOf = (version: number) => `"${version}"`;
