/**
 * The `lead_source` field the lead forms send (docs/product/api.md): the visit's source as
 * URL-encoded pairs (`utm_source=instagram&utm_medium=social&landing_page=%2F&…`), one optional
 * text field, so a client that sends only the documented fields is served as before and the
 * consultation form stays within its multipart field limit.
 *
 * Nothing in it can cost the visitor her lead: a value that is not text, not UTF-8, or not what its
 * key holds is dropped; control characters and spaces are tidied; a long value is cut to its
 * column's length; addresses are reduced to an origin (the referrer) or an origin and path (the
 * landing page), so no query string, fragment or full URL is kept. What is left is plain text,
 * shown by the staff pages as text, never as markup.
 */
import type { FieldDoc } from '../http/request-docs';
import { CLICK_IDS, NO_SOURCE, SOURCE_LIMITS, TOUCH_KEYS, type LeadSourceValues, type SourceColumn, type TouchKey } from '../db/lead-source-columns';

export const LEAD_SOURCE_FIELD = 'lead_source';
/** Characters of the field read at most; a longer field is cut here before it is read. */
export const LEAD_SOURCE_MAX_CHARS = 16_384;

/** How the OpenAPI document (server/api-schemas) describes the field. */
export const leadSourceFieldDoc: FieldDoc = {
  description:
    'Optional: where the visit came from, as URL-encoded pairs: `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`, `click_id` (gclid, fbclid or msclkid: which one was present, never its value), `referrer` (an origin), `landing_page` (a path, or a partner page’s origin and path), the same keys prefixed `last_` for the last touch, and `partner`. Values are cut to their length, reduced to an origin or path, or dropped; a lead is never refused for them.',
  // a string is what to send; anything else is taken and dropped (the schema's type is any)
  hints: { type: 'string', examples: ['utm_source=instagram&utm_medium=social&utm_campaign=spring&landing_page=%2F'] },
};

/** Characters a campaign tag may hold (letters and digits of any script, and common punctuation); no markup characters. */
const TAG_TEXT = /^[\p{L}\p{M}\p{N} _.,:;!?'&+\-/()#@%*~|=]*$/u;
/** A partner code as the clinic hands them out: lower-case letters, digits, dots, dashes, underscores. */
const PARTNER_CODE = /^[a-z0-9][a-z0-9._-]*$/;
/** Bytes that were not UTF-8 (decoded as U+FFFD), lone surrogates, private-use and unassigned code points. */
const GARBAGE = /[\uFFFD\p{Cs}\p{Co}\p{Cn}]/u;

const cut = (s: string, max: number): string => {
  const chars = [...s];
  return chars.length > max ? chars.slice(0, max).join('').trim() : s;
};

/** Text as a person would have typed it: no garbage (dropped whole), no controls, single spaces. */
function plainText(value: string): string {
  if (GARBAGE.test(value)) return '';
  return value.replace(/\p{Cc}+/gu, ' ').replace(/\p{Cf}+/gu, '').replace(/\s+/g, ' ').trim();
}

function tag(value: string, max: number): string {
  const text = cut(plainText(value).toLowerCase(), max);
  return TAG_TEXT.test(text) ? text : '';
}

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The referring site's origin, never its path or query; '' for the clinic's own site. */
function referrerOrigin(value: string, siteOrigin: string): string {
  const url = httpUrl(plainText(value));
  if (!url || url.origin === siteOrigin) return '';
  return url.origin.length <= SOURCE_LIMITS.referrer ? url.origin : '';
}

/** A path on the clinic's site ('/treatments'), or a partner page's origin and path; never a query or fragment. */
function landingPage(value: string, siteOrigin: string, max: number): string {
  const text = plainText(value);
  let page = '';
  if (text.startsWith('/') && !text.startsWith('//')) {
    page = new URL(text, 'http://path.invalid').pathname;
  } else {
    const url = httpUrl(text);
    if (url) page = url.origin === siteOrigin ? url.pathname : url.origin + url.pathname;
  }
  return cut(page, max);
}

function touchValue(key: TouchKey, value: string, siteOrigin: string, max: number): string {
  switch (key) {
    case 'click_id': {
      const id = plainText(value).toLowerCase();
      return (CLICK_IDS as readonly string[]).includes(id) ? id : '';
    }
    case 'referrer':
      return referrerOrigin(value, siteOrigin);
    case 'landing_page':
      return landingPage(value, siteOrigin, max);
    default:
      return tag(value, max);
  }
}

/**
 * The source columns of a lead from its `lead_source` field (anything, as the client sent it) and
 * the site's own origin (a referrer from it is no referrer). Never throws; unknown keys are ignored.
 */
export function parseLeadSource(raw: unknown, siteOrigin: string): LeadSourceValues {
  if (typeof raw !== 'string' || raw.trim() === '') return { ...NO_SOURCE };
  const params = new URLSearchParams(raw.slice(0, LEAD_SOURCE_MAX_CHARS));
  const out: LeadSourceValues = { ...NO_SOURCE };
  for (const key of TOUCH_KEYS) {
    for (const column of [key, `last_${key}`] as const) {
      const value = params.get(column);
      if (value !== null) out[column] = touchValue(key, value, siteOrigin, SOURCE_LIMITS[column as SourceColumn]);
    }
  }
  const partner = params.get('partner');
  if (partner !== null) {
    const code = cut(plainText(partner).toLowerCase(), SOURCE_LIMITS.partner);
    out.partner = PARTNER_CODE.test(code) ? code : '';
  }
  out.source = out.utm_source || out.referrer;
  return out;
}

/** The source of the lead in a form's fields (JSON body or multipart fields), for a site at `siteUrl`. */
export function leadSourceOf(fields: unknown, siteUrl: string): LeadSourceValues {
  const value = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>)[LEAD_SOURCE_FIELD] : undefined;
  return parseLeadSource(value, new URL(siteUrl).origin);
}

/**
 * The form's page address (`form_page_name`, sent whole as SPEC.md's clients send it) as it is
 * stored: without its query string or fragment. A partner page's query can carry anything
 * (`?email=…`, a click id's value); the source columns keep what the clinic needs of it (the
 * campaign tags, that a click id was there), as they always did.
 */
export function formPageAddress(pageUrl: string): string {
  const cut = pageUrl.search(/[?#]/);
  return cut === -1 ? pageUrl : pageUrl.slice(0, cut);
}
