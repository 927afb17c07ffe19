/**
 * The fonts every PDF the server makes embeds (the course certificates, her signed health form):
 * Noto Sans, regular and bold, so a name in any Latin, Greek or Cyrillic spelling prints as
 * written. Parsed once and shared by every document: parsing Noto Sans's tables and shaping its
 * first glyphs costs more than the rest of a page, and each document still embeds its own subset.
 * The files ship in the font package, so a production install has them.
 */
import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';

const require = createRequire(import.meta.url);
let fonts: { regular: Font; bold: Font } | undefined;

function openFont(file: string): Font {
  const font = openSync(require.resolve(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return font;
}

export function documentFonts(): { regular: Font; bold: Font } {
  fonts ??= {
    regular: openFont('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: openFont('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  };
  return fonts;
}
