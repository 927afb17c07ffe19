/**
 * What a PDF made by pdfkit holds, for tests of names in other scripts: the fonts it embeds (their
 * dictionaries are not compressed, so the names read in the bytes) and the letters of a line.
 */

/** The embedded fonts' names, without the subset's six-letter prefix, e.g. 'NotoSansArabic-Bold'. */
export const embeddedFonts = (pdf: Buffer): string[] => [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!))].sort();

/**
 * Letters and spaces only, Arabic final yeh and alef maksura as one. Noto Sans Arabic draws some
 * letters as a dotless body plus a dots glyph of its own: the dots map back to no letter, and the
 * body of a final yeh is the final alef maksura's glyph, which the PDF's text layer (one letter per
 * glyph) gives back as whichever of the two the document drew first. The picture is right either way.
 */
export const lettersOf = (text: string): string => text.replace(/[^\p{L}\p{M} ]/gu, '').replace(/\u064A/g, '\u0649');

/**
 * The line of extracted text holding a right-to-left name, letters only. pdf.js (inside pdf-parse)
 * hands back the glyphs in their visual order, then turns a line that is mostly right-to-left
 * around; that heuristic is pdf.js's, not what the PDF holds, so either order of the same
 * letters is accepted, and the letters themselves must match (as lettersOf folds them).
 */
export function rtlLine(text: string, name: string): string | undefined {
  const letters = lettersOf(name);
  const reversed = [...letters].reverse().join('');
  return text.split('\n').map(lettersOf).find((line) => line.trim() === letters || line.trim() === reversed);
}
