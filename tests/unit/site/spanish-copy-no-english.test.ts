/**
 * No Spanish page holds an English sentence of its English copy: for every Spanish twin (*.es.ts)
 * in site/, src/, server/ and widgets/, found by its name so a new twin is checked without being
 * listed here, no run of four English words of its English module, and no whole three-word English
 * string of it, appears word for word in the Spanish module (english-sentences.ts). The pair tests
 * compare string by string at the same place; this one finds a sentence wherever it was left.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishLeftIn, stringsOf, textFragments, wordRuns } from './english-sentences';

const root = path.resolve(import.meta.dirname, '../../..');

function spanishModules(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : spanishModules(file);
    return /\.es\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const spanishFiles = ['site', 'src', 'server', 'widgets'].flatMap(spanishModules).sort();
const twinOf = (spanish: string) => spanish.replace(/\.es(\.tsx?)$/, '$1');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Names the Spanish copy may keep word for word; none of them is long enough to count as a sentence today. */
const sameInBothLanguages = new Set(['Endolift Miami', 'Master Trainer', 'FaceTime']);

describe('no English sentence left on a Spanish page', () => {
  it('finds every Spanish twin, each beside its English module', () => {
    expect(spanishFiles.length).toBeGreaterThanOrEqual(55);
    expect(spanishFiles).toContain('server/blog/seed-posts.es.ts');
    expect(spanishFiles).toContain('src/i18n/core-copy.es.ts');
    for (const file of spanishFiles) expect(fs.existsSync(path.join(root, twinOf(file))), `${file} has no English twin`).toBe(true);
  });

  it.each(spanishFiles)('%s', async (file) => {
    const english = textFragments(read(twinOf(file)), twinOf(file));
    const spanishModule = (await import(path.join(root, file))) as Record<string, unknown>;
    const spanish = [...textFragments(read(file), file), ...stringsOf(spanishModule)];
    expect(englishLeftIn(english, spanish, { sameInBothLanguages })).toEqual([]);
  });
});

describe('the check itself', () => {
  const rules = { sameInBothLanguages };

  it('reads the words of literals and templates, not imports, types or comments', () => {
    const source = [
      "import { clinic } from '../config/clinic';",
      "type Kind = 'first kind of thing';",
      '// Book a free consultation today',
      "export const a = { 'some-key': 'Call us today', b: `Meet ${clinic.name} at the clinic` };",
    ].join('\n');
    expect(textFragments(source)).toEqual(['Call us today', 'Meet ', ' at the clinic']);
    expect(wordRuns('<p>Back to work in 24-48 hours.</p> It’s well-rested')).toEqual([['back', 'to', 'work', 'in'], ['hours'], ['it’s', 'well-rested']]);
  });

  it('finds a planted English sentence, a whole three-word string and an English value, and nothing in Spanish', () => {
    const english = ['Most people return to work within 24-48 hours.', 'Years of experience', 'Call us', 'Endolift Miami'];
    expect(englishLeftIn(english, ['La mayoría vuelve al trabajo en 24-48 horas.', 'Años de experiencia', 'Endolift Miami'], rules)).toEqual([]);
    expect(englishLeftIn(english, ['<p>Hola. Most people return to work within 24-48 horas.</p>'], rules)).toEqual([
      '"most people return to" (from "Most people return to work within 24-48 hours.")',
    ]);
    expect(englishLeftIn(english, ['Nuestro equipo: years of experience'], rules)).toEqual(['"years of experience" (from "Years of experience")']);
    // two English words are not a sentence
    expect(englishLeftIn(english, ['Llámenos: call us', 'Endolift Miami'], rules)).toEqual([]);
  });

  it('lets a name of four words or more read the same in both languages', () => {
    const english = ['Visit the Serenity Spa Miami Beach today'];
    const spanish = ['Visite el Serenity Spa Miami Beach hoy'];
    expect(englishLeftIn(english, spanish, rules)).toEqual(['"serenity spa miami beach" (from "Visit the Serenity Spa Miami Beach today")']);
    expect(englishLeftIn(english, spanish, { sameInBothLanguages: new Set(['Serenity Spa Miami Beach']) })).toEqual([]);
  });
});
