/**
 * Drawing text that may hold her words (her name, her answers) in a pdfkit document, in any script
 * the embedded fonts have: each run (pdf-script-runs.ts) in its own font, placed here one after the
 * other on a shared baseline. pdfkit's `continued: true` chaining cannot do it: a centred line is
 * centred fragment by fragment, and pdfkit lays a fragment out word by word from left to right, so
 * the words of a right-to-left name would come out in reverse order. Each run is drawn whole
 * (`features: []` makes pdfkit hand the run to fontkit in one piece, which shapes Arabic and turns
 * a right-to-left run around).
 * Letters no embedded font has (Chinese, Japanese, Korean...) still print, as the font's empty box,
 * and are reported by script name so the caller can log it without the text.
 */
import { fontFamily, type FontSlot, type FontWeight } from './pdf-fonts';
import { paragraphDirection, uncoveredScripts, visualRuns, type ScriptRun } from './pdf-script-runs';

type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'center' | 'right';

/** What a document's caller hears about text it could not print in its own letters. */
export type MissingScripts = (scripts: string[]) => void;

export interface LineStyle {
  weight: FontWeight;
  size: number;
  missing?: MissingScripts;
}

// whole runs: pdfkit skips its word-by-word layout when features are given
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[], lineBreak: false, baseline: 'alphabetic' as const };

function setFont(doc: Doc, slot: FontSlot, size: number): Doc {
  // pdfkit takes a parsed fontkit font as it takes a file (PDFFontFactory.open); registering again is a no-op
  return doc.registerFont(slot.key, slot.font() as unknown as Buffer).font(slot.key).fontSize(size);
}

const slotOf = (slots: readonly FontSlot[], run: ScriptRun): FontSlot => slots[run.slot ?? 0]!;

function runsWidth(doc: Doc, runs: ScriptRun[], slots: readonly FontSlot[], size: number): number {
  let width = 0;
  for (const run of runs) width += setFont(doc, slotOf(slots, run), size).widthOfString(run.text, WHOLE_RUN);
  return width;
}

/** The width the line takes at this size. */
export function lineWidth(doc: Doc, text: string, weight: FontWeight, size: number, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): number {
  const slots = fontFamily(weight);
  return runsWidth(doc, visualRuns(text, slots, direction), slots, size);
}

function report(text: string, style: LineStyle): void {
  if (!style.missing) return;
  const scripts = uncoveredScripts(text, fontFamily(style.weight));
  if (scripts.length > 0) style.missing(scripts);
}

function drawRuns(doc: Doc, text: string, style: LineStyle, box: { x: number; y: number; width: number; align: Align }, direction: 'ltr' | 'rtl' | 'auto'): void {
  const slots = fontFamily(style.weight);
  const runs = visualRuns(text, slots, direction);
  const width = runsWidth(doc, runs, slots, style.size);
  let x = box.align === 'center' ? box.x + (box.width - width) / 2 : box.align === 'right' ? box.x + box.width - width : box.x;
  // one baseline for every font, the first font's, whatever each font's own ascent
  const first = slots[0]!.font();
  const baseline = box.y + (first.ascent / first.unitsPerEm) * style.size;
  for (const run of runs) {
    const font = setFont(doc, slotOf(slots, run), style.size);
    font.text(run.text, x, baseline, WHOLE_RUN);
    x += font.widthOfString(run.text, WHOLE_RUN);
  }
  // the document's own text carries on in its first font, below the line
  setFont(doc, slots[0]!, style.size);
}

/**
 * One line with its top at y, set smaller down to minSize when too wide and cut with '…' if still
 * too wide, never wrapped. The document's cursor moves below it.
 */
export function drawTextLine(doc: Doc, text: string, style: LineStyle & { minSize?: number }, box: { x: number; y: number; width: number; align: Align }): void {
  report(text, style);
  let size = style.size;
  while (size > (style.minSize ?? style.size) && lineWidth(doc, text, style.weight, size) > box.width) size -= 2;
  let shown = text;
  const chars = [...text];
  while (chars.length > 1 && lineWidth(doc, shown, style.weight, size) > box.width) {
    chars.pop();
    shown = `${chars.join('').trimEnd()}…`;
  }
  drawRuns(doc, shown, { ...style, size }, box, 'auto');
  doc.x = box.x;
  doc.y = box.y + doc.currentLineHeight(true);
}

/** Cuts a word wider than the line into pieces that fit. */
function splitLongWord(doc: Doc, word: string, weight: FontWeight, size: number, width: number, direction: 'ltr' | 'rtl'): string[] {
  if (lineWidth(doc, word, weight, size, direction) <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && lineWidth(doc, piece + char, weight, size, direction) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Text wrapped at the document's cursor, between its margins, as `doc.text(text, { paragraphGap })`
 * would: words wrapped in the order she typed them, then each line put in visual order, a
 * right-to-left paragraph set against the right margin. Moves on to a new page when full.
 */
export function drawTextParagraph(doc: Doc, text: string, style: LineStyle, paragraphGap = 0): void {
  report(text, style);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const paragraph of text.split(/\r?\n/)) {
    const direction = paragraphDirection(paragraph);
    const words = paragraph.split(/\s+/).filter((w) => w !== '').flatMap((w) => splitLongWord(doc, w, style.weight, style.size, width, direction));
    const lines: string[] = [];
    for (const word of words) {
      const candidate = lines.length > 0 ? `${lines.at(-1)} ${word}` : word;
      if (lines.length > 0 && lineWidth(doc, candidate, style.weight, style.size, direction) <= width) lines[lines.length - 1] = candidate;
      else lines.push(word);
    }
    if (lines.length === 0) lines.push('');
    for (const line of lines) {
      setFont(doc, fontFamily(style.weight)[0]!, style.size);
      const height = doc.currentLineHeight(true);
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      drawRuns(doc, line, style, { x: left, y, width, align: direction === 'rtl' ? 'right' : 'left' }, direction);
      doc.y = y + height;
    }
  }
  doc.x = left;
  doc.y += paragraphGap;
}
