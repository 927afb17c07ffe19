/**
 * The fonts every PDF the server makes embeds (the course certificates, her signed health form):
 * Noto Sans, regular and bold, for Latin, Greek and Cyrillic, then Noto Sans Arabic and Noto Sans
 * Hebrew for the letters Noto Sans lacks, so a name prints in its own letters (pdf-text-line.ts
 * picks the font of each run). Each font is parsed once, on first use, and shared by every document:
 * parsing a font's tables costs more than the rest of a page, so a certificate in Latin letters never
 * pays for Arabic. Each document still embeds only its own subset of the glyphs it uses.
 * The files ship in the font packages, so a production install has them. No CJK font: the npm
 * packages weigh 30 to 57 MB (docs/decisions/0026-certificates.md, known limit).
 */
import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';

/** One font of a document's fallback list, opened on first use. */
export interface FontSlot {
  /** the name a document registers it under (pdfkit's registerFont) */
  readonly key: string;
  /**
   * The letters it is there for, tested before the font is opened so a text none of them is in
   * never parses it; null for the first font, which is tried for every character.
   */
  readonly claims: RegExp | null;
  font(): Font;
}

function openFont(file: string): Font {
  const font = openSync(require.resolve(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return font;
}

function slot(key: string, claims: RegExp | null, file: string): FontSlot {
  let font: Font | undefined;
  return { key, claims, font: () => (font ??= openFont(file)) };
}

const families: Record<FontWeight, readonly FontSlot[]> = {
  regular: [
    slot('regular', null, '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    slot('regular-arabic', /\p{Script=Arabic}/u, '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
    slot('regular-hebrew', /\p{Script=Hebrew}/u, '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf'),
  ],
  bold: [
    slot('bold', null, '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    slot('bold-arabic', /\p{Script=Arabic}/u, '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
    slot('bold-hebrew', /\p{Script=Hebrew}/u, '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf'),
  ],
};

/** A weight's fonts, first choice first. */
export const fontFamily = (weight: FontWeight): readonly FontSlot[] => families[weight];

/** Noto Sans, regular and bold: the document's own text, which is never in another script. */
export function documentFonts(): { regular: Font; bold: Font } {
  return { regular: families.regular[0]!.font(), bold: families.bold[0]!.font() };
}
