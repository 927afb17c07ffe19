/**
 * What a PDF made by pdfkit holds, for tests of names in other scripts: the fonts it embeds (their
 * dictionaries are not compressed, so the names read in the bytes) and the letters of a line.
 */

/** The embedded fonts' names, without the subset's six-letter prefix, e.g. 'NotoSansArabic-Bold'. */
export const embeddedFonts = (pdf: Buffer): string[] => [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!))].sort();

/** Letters and spaces only: Arabic fonts draw some dots as glyphs of their own, which map to no letter. */
export const lettersOf = (text: string): string => text.replace(/[^\p{L}\p{M} ]/gu, '');

/**
 * The line of extracted text holding a right-to-left name, letters only. pdf.js (inside pdf-parse)
 * hands back the glyphs in their visual order, then turns a line that is mostly right-to-left
 * around; that heuristic is pdf.js's, not what the PDF holds, so either order of the same
 * letters is accepted, and the letters themselves must match exactly.
 */
export function rtlLine(text: string, name: string): string | undefined {
  const reversed = [...name].reverse().join('');
  return text.split('\n').map(lettersOf).find((line) => line.trim() === name || line.trim() === reversed);
}
