/**
 * The embeddable widgets: the same core components as the site, compiled with preact/compat
 * (react, react-dom and react/jsx-runtime aliased) into one UMD file for a script tag and an ES
 * build, with .d.ts files, in dist/widgets/; the toasts, the FAQ and the map are parts beside
 * them that a page loads only when it shows them (widgets/build/on-demand-parts.ts).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { faqData, faqDataFile } from './widgets/faq-data';
import { LOCALES } from './src/i18n/locale';
import { preactCompatAliases } from './preact-compat-aliases.ts';
import { onDemandParts } from './widgets/build/on-demand-parts';
import { shippedTypes } from './widgets/build/shipped-types';

const define = { 'process.env.NODE_ENV': JSON.stringify('production') };

/** Writes the FAQ groups beside the bundle, one file per language, so the questions are not in every partner page's script. */
const faqDataFiles = (): Plugin => ({
  name: 'clinic-faq-data',
  generateBundle() {
    for (const locale of LOCALES) this.emitFile({ type: 'asset', fileName: faqDataFile(locale), source: JSON.stringify(faqData(locale)) });
  },
});

export default defineConfig({
  publicDir: false,
  resolve: {
    alias: [
      ...preactCompatAliases,
      // inside a shadow root the ::part names are always on (widgets/shadow-parts-always.ts)
      { find: /^(?:\.\.\/)+(?:src\/)?parts\/shadow-parts$/, replacement: fileURLToPath(new URL('./widgets/shadow-parts-always.ts', import.meta.url)) },
      // toasts come with an on-demand part: the core's toast calls go through the part's loader
      { find: /^(?:\.\.\/)+(?:src\/)?toast\/toast-service$/, replacement: fileURLToPath(new URL('./widgets/on-demand/toast-proxy.ts', import.meta.url)) },
    ],
  },
  define,
  plugins: [
    faqDataFiles(),
    onDemandParts(define),
    shippedTypes(),
    dts({
      tsconfigPath: './tsconfig.json',
      include: ['widgets', 'src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
      outDirs: 'dist/widgets/types',
      // the hand-written partner declarations in widgets/types/ are imported by index.ts
      copyDtsFiles: true,
    }),
  ],
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    target: 'es2020',
    cssCodeSplit: false,
    lib: {
      entry: 'widgets/index.ts',
      name: 'ClinicWidgets',
      formats: ['umd', 'es'],
      fileName: (format) => (format === 'umd' ? 'clinic-widgets.umd.js' : 'clinic-widgets.es.js'),
    },
    rolldownOptions: {
      output: {
        // keep a page's own `window.ClinicWidgets = { nonce, apiBase }` and add the exports to it
        extend: true,
      },
    },
  },
});
