/**
 * Finds English sentences of an English copy module inside its Spanish twin, word for word: any run
 * of four English words, and any whole English string of three words, that the Spanish text holds
 * too. The English words are read from the English module's source (its string literals and the
 * pieces of its template literals, so the sentences its functions build count as well); the Spanish
 * text is the Spanish module's own literals plus every string its exports hold (so an English value
 * it re-exports or interpolates counts too). Used by spanish-copy-no-english.test.ts.
 */
import ts from 'typescript';

/** The words a visitor may read in a module's source: string literals and template pieces, not imports, types or keys. */
export function textFragments(source: string, fileName = 'copy.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const fragments: string[] = [];
  const visit = (node: ts.Node): void => {
    // module paths and string types are code, not words
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (ts.isPropertyAssignment(node) && (ts.isStringLiteral(node.name) || ts.isNoSubstitutionTemplateLiteral(node.name))) {
      visit(node.initializer);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) fragments.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) fragments.push(node.text);
    else if (ts.isJsxText(node)) fragments.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return fragments;
}

/** Every string a value holds: objects and lists walked, functions left out (their words are in the source). */
export function stringsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => stringsOf(v, seen));
}

/**
 * A text as runs of words, lower-cased: tags removed, and anything but letters and the spaces,
 * hyphens and apostrophes between them (a figure, a full stop, a comma, a slash) ends a run.
 */
export function wordRuns(text: string): string[][] {
  const words = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .toLowerCase();
  return words
    .split(/[^\p{L}\s'’-]+/u)
    .map((run) => run.match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [])
    .filter((run) => run.length > 0);
}

function nGrams(run: readonly string[], n: number): string[] {
  const grams: string[] = [];
  for (let i = 0; i + n <= run.length; i++) grams.push(run.slice(i, i + n).join(' '));
  return grams;
}

export interface EnglishLeftRules {
  /** phrases (any case) that read the same in both languages: names, brands, loanwords */
  sameInBothLanguages: ReadonlySet<string>;
}

/**
 * The English sentences found in the Spanish text, one line each: the words found, then the English
 * string they come from. Empty when none is left.
 */
export function englishLeftIn(englishFragments: readonly string[], spanishTexts: readonly string[], rules: EnglishLeftRules): string[] {
  const allowed = new Set([...rules.sameInBothLanguages].map((p) => wordRuns(p).flat().join(' ')));
  const spanishRuns = spanishTexts.flatMap(wordRuns);
  const spanish4 = new Set(spanishRuns.flatMap((run) => nGrams(run, 4)));
  const spanish3 = new Set(spanishRuns.flatMap((run) => nGrams(run, 3)));
  const found: string[] = [];
  for (const fragment of new Set(englishFragments)) {
    const runs = wordRuns(fragment);
    const excerpt = fragment.length > 90 ? `${fragment.slice(0, 87)}...` : fragment;
    const whole = runs.length === 1 && runs[0]!.length === 3 ? runs[0]!.join(' ') : undefined;
    const hit =
      runs.flatMap((run) => nGrams(run, 4)).find((gram) => spanish4.has(gram) && ![...allowed].some((a) => ` ${a} `.includes(` ${gram} `))) ??
      (whole !== undefined && spanish3.has(whole) && !allowed.has(whole) ? whole : undefined);
    if (hit !== undefined) found.push(`"${hit}" (from ${JSON.stringify(excerpt)})`);
  }
  return found;
}
