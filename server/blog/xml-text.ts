/**
 * Text made safe for an XML document (the RSS feeds, blog-feed.ts), whatever a post holds: staff
 * type what they like, and a row may be edited by hand in the database. Escaped text and CDATA
 * both read back exactly as written, with one exception XML itself makes: characters XML 1.0
 * cannot hold at all, not even as a reference (C0 controls other than tab, line feed and carriage
 * return, a lone surrogate, U+FFFE and U+FFFF), become U+FFFD, so the document stays well-formed.
 */

const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function xmlChars(text: string): string {
  return text.replace(NOT_XML, '\uFFFD');
}

/** Element content: `&`, `<` and `>` as references (`>` too, so no `]]>` can appear in text). */
export function xmlText(text: string): string {
  return xmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A double-quoted attribute's value. */
export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/"/g, '&quot;');
}

/**
 * Text as a CDATA section. A section ends at the first `]]>`, so every one in the text (not only
 * the first, as the `feed` package's serializer did) is split across two sections: `]]` ends one,
 * `>` starts the next, and a reader joins them back into `]]>`.
 */
export function xmlCdata(text: string): string {
  return `<![CDATA[${xmlChars(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}
