/**
 * A line of text cut into runs a PDF can draw, in the order they appear on the page: each run in the
 * first font of the list that has its letters (pdf-fonts.ts), and right-to-left runs (Arabic, Hebrew)
 * placed by the Unicode bidirectional algorithm (bidi-js). A run keeps its letters in logical
 * order: fontkit shapes it (Arabic joining forms need the letters as typed) and turns a right-to-left
 * run around itself. Spaces, marks, digits and punctuation stay in the font of the letters before
 * them when it has them, so 'ليلى حداد' is one run, shaped once.
 */
import bidiFactory from 'bidi-js';
import type { FontSlot } from './pdf-fonts';

const bidi = bidiFactory();

export interface ScriptRun {
  text: string;
  /** the run's font in the list; null when no font has these letters (they print as the first font's box) */
  slot: number | null;
  rtl: boolean;
}

/** Characters that belong to no script of their own and so follow the letters before them. */
const FOLLOWS = /^[\p{M}\p{Z}\p{P}\p{S}\p{N}\p{Cf}]$/u;
/** Scripts fontkit lays out right to left, and so turns around itself. */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

function slotFor(char: string, slots: readonly FontSlot[], previous: number | null): number | null {
  const cp = char.codePointAt(0)!;
  if (previous !== null && FOLLOWS.test(char) && slots[previous]!.font().hasGlyphForCodePoint(cp)) return previous;
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    if ((s.claims === null || s.claims.test(char)) && s.font().hasGlyphForCodePoint(cp)) return i;
  }
  return null;
}

/** The text cut into runs of one font, in logical (typed) order. */
export function fontRuns(text: string, slots: readonly FontSlot[]): { start: number; end: number; slot: number | null }[] {
  const runs: { start: number; end: number; slot: number | null }[] = [];
  let index = 0;
  for (const char of text) {
    const last = runs.at(-1);
    const slot = slotFor(char, slots, last ? last.slot : null);
    if (last && last.slot === slot) last.end = index + char.length;
    else runs.push({ start: index, end: index + char.length, slot });
    index += char.length;
  }
  return runs;
}

/** The base direction of a paragraph, from its first letter with a direction (rule P2). */
export const paragraphDirection = (text: string): 'ltr' | 'rtl' => ((bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr');

/**
 * One line (no line break inside) as runs in visual order, left to right. `direction` is the
 * paragraph's when the line is part of a wrapped paragraph; a lone line finds its own.
 */
export function visualRuns(line: string, slots: readonly FontSlot[], direction: 'ltr' | 'rtl' | 'auto' = 'auto'): ScriptRun[] {
  if (line === '') return [];
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  // runs of one font and one embedding level: each is drawn in one piece
  const runs: { start: number; end: number; slot: number | null; level: number }[] = [];
  for (const f of fontRuns(line, slots)) {
    for (let i = f.start; i < f.end; i++) {
      const last = runs.at(-1);
      if (last && last.slot === f.slot && last.level === levels[i] && last.end === i) last.end = i + 1;
      else runs.push({ start: i, end: i + 1, slot: f.slot, level: levels[i]! });
    }
  }
  // every run stays in one piece when the line is reordered, so where one of its characters lands places it
  const visualIndex = new Uint32Array(line.length);
  bidi.getReorderedIndices(line, embedding).forEach((logical, visual) => (visualIndex[logical] = visual));
  runs.sort((a, b) => visualIndex[a.start]! - visualIndex[b.start]!);
  return runs.map((r) => {
    let text = '';
    for (let i = r.start; i < r.end; i++) text += mirrored.get(i) ?? line[i];
    const rtl = r.level % 2 === 1;
    // fontkit turns a run around only when its letters are of a right-to-left script; a run of
    // right-to-left punctuation alone is turned here
    if (rtl && !RTL_SCRIPT.test(text)) text = [...text].reverse().join('');
    return { text, slot: r.slot, rtl };
  });
}

const SCRIPT_NAMES = [
  'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo', 'Thai', 'Lao', 'Khmer', 'Myanmar', 'Tibetan', 'Devanagari', 'Bengali',
  'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Georgian', 'Armenian', 'Ethiopic',
  'Syriac', 'Thaana', 'Nko', 'Mongolian', 'Cherokee', 'Yi', 'Tifinagh', 'Canadian_Aboriginal', 'Javanese', 'Balinese', 'Tagalog',
  'Arabic', 'Hebrew', 'Latin', 'Greek', 'Cyrillic',
].map((name) => ({ name, test: new RegExp(`\\p{Script=${name}}`, 'u') }));

/**
 * The names of the scripts whose letters in the text no font of the list has (emoji and symbols
 * as 'Common'): what a log line may say about a name without saying the name.
 */
export function uncoveredScripts(text: string, slots: readonly FontSlot[]): string[] {
  const names = new Set<string>();
  for (const run of fontRuns(text, slots)) {
    if (run.slot !== null) continue;
    for (const char of text.slice(run.start, run.end)) names.add(SCRIPT_NAMES.find((s) => s.test.test(char))?.name ?? 'Common');
  }
  return [...names];
}
