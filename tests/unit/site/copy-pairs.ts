/**
 * Compares an English copy module with its translation, export by export: every English string
 * must have a non-empty translated string at the same path, every figure of the English text must
 * appear in the translation, and no sentence may be left in English. Shared by every language
 * twin's test (tests/unit/site/spanish-copy-*.test.ts).
 */

/** One English module and its twin, as `import * as` namespaces. */
export interface CopyPair {
  name: string;
  en: Record<string, unknown>;
  translated: Record<string, unknown>;
  /** exports that are data in both languages (numbers, API values, re-exported lists) */
  dataExports?: readonly string[];
  /** arguments to call a function export or a function inside one with, by its path */
  calls?: Readonly<Record<string, readonly unknown[]>>;
}

export interface CopyProblems {
  /** English strings with no non-empty translated string at the same path, or shapes that differ */
  missing: string[];
  /** figures of an export's English text that its translated text lacks */
  missingFigures: string[];
  /** translated strings still word for word the English one, though they are words, not data */
  untranslated: string[];
}

export interface CopyRules {
  /** proper nouns (1-3 words) that read the same in both languages */
  sameInBothLanguages: ReadonlySet<string>;
}

/** Keys whose values are data the code or the API reads, never words a visitor reads. */
const DATA_KEYS = new Set(['id', 'slug', 'value', 'to', 'path', 'link_path', 'button_link', 'image', 'bg_image', 'hoverImage']);

const FIGURE = /\d[\d,.]*/g;

/** The figures of a text, with its HTML tags (and so the numbers inside attributes) removed. */
export function figuresOf(text: string): string[] {
  const words = text.replace(/<[^>]*>/g, ' ');
  return (words.match(FIGURE) ?? []).map((f) => f.replace(/[.,]+$/, ''));
}

/** Data rather than words: a route, a URL, an e-mail address, or a string without a single letter. */
export function isDataString(value: string): boolean {
  return (
    value.startsWith('/') ||
    /^(https?:|mailto:|tel:)/.test(value) ||
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ||
    !/\p{L}/u.test(value)
  );
}

interface Leaf {
  path: string;
  key: string;
  en: string;
  translated: unknown;
}

function walk(en: unknown, translated: unknown, path: string, key: string, pair: CopyPair, leaves: Leaf[], missing: string[]): void {
  if (typeof en === 'string') {
    leaves.push({ path, key, en, translated });
    // an empty English string (a table's blank corner) has no words to translate
    if (typeof translated !== 'string' || (translated.trim() === '' && en.trim() !== '')) missing.push(`${path}: no translated text`);
    return;
  }
  if (typeof en === 'function') {
    const args = pair.calls?.[path];
    if (!args) {
      missing.push(`${path}: a function with no sample arguments in the test`);
      return;
    }
    if (typeof translated !== 'function') {
      missing.push(`${path}: not a function in the translation`);
      return;
    }
    walk(en(...args), translated(...args), `${path}(${args.map(String).join(', ')})`, key, pair, leaves, missing);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(translated) || translated.length !== en.length) {
      missing.push(`${path}: ${en.length} items in English, ${Array.isArray(translated) ? translated.length : 'no list'} in the translation`);
      return;
    }
    en.forEach((item, i) => walk(item, translated[i], `${path}[${i}]`, key, pair, leaves, missing));
    return;
  }
  if (en !== null && typeof en === 'object') {
    if (translated === null || typeof translated !== 'object') {
      missing.push(`${path}: not an object in the translation`);
      return;
    }
    for (const [k, value] of Object.entries(en)) {
      walk(value, (translated as Record<string, unknown>)[k], `${path}.${k}`, k, pair, leaves, missing);
    }
    return;
  }
  // numbers, booleans and the like are data: the type check already holds them to the same type
}

export function compareCopy(pair: CopyPair, rules: CopyRules): CopyProblems {
  const problems: CopyProblems = { missing: [], missingFigures: [], untranslated: [] };
  for (const name of Object.keys(pair.en)) {
    const path = `${pair.name}:${name}`;
    if (!(name in pair.translated)) {
      problems.missing.push(`${path}: not exported by the translation`);
      continue;
    }
    if (pair.dataExports?.includes(name)) continue;
    const leaves: Leaf[] = [];
    walk(pair.en[name], pair.translated[name], path, name, pair, leaves, problems.missing);

    const translatedFigures = new Set(
      leaves.flatMap((l) => (typeof l.translated === 'string' ? figuresOf(l.translated) : [])),
    );
    const englishFigures = new Set(leaves.flatMap((l) => figuresOf(l.en)));
    for (const figure of englishFigures) {
      if (!translatedFigures.has(figure)) problems.missingFigures.push(`${path}: ${figure}`);
    }

    for (const leaf of leaves) {
      if (leaf.translated !== leaf.en) continue;
      if (DATA_KEYS.has(leaf.key) || isDataString(leaf.en) || rules.sameInBothLanguages.has(leaf.en)) continue;
      problems.untranslated.push(`${leaf.path}: ${JSON.stringify(leaf.en)}`);
    }
  }
  return problems;
}
