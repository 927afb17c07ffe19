/**
 * The embeddable widgets: the same core components as the site, compiled with preact/compat
 * (react, react-dom and react/jsx-runtime aliased) into one UMD file for a script tag and an ES
 * build, with .d.ts files, in dist/widgets/; the toasts, the FAQ, the map and the time picker are parts beside
 * them that a page loads only when it shows them (widgets/build/on-demand-parts.ts).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { minify } from 'terser';
import dts from 'vite-plugin-dts';
import { FAQ_GROUPS, faqData, faqDataFile } from './widgets/faq-data';
import { LOCALES } from './src/i18n/locale';
import { preactCompatAliases } from './preact-compat-aliases.ts';
import { onDemandParts } from './widgets/build/on-demand-parts';
import { shippedTypes } from './widgets/build/shipped-types';

const define = { 'process.env.NODE_ENV': JSON.stringify('production') };

/** Writes the FAQ groups beside the bundle, one file per group and language, so the questions are not in every partner page's script. */
const faqDataFiles = (): Plugin => ({
  name: 'clinic-faq-data',
  generateBundle() {
    for (const locale of LOCALES) {
      const data = faqData(locale);
      for (const group of FAQ_GROUPS) this.emitFile({ type: 'asset', fileName: faqDataFile(group, locale), source: JSON.stringify(data[group]) });
    }
  },
});

/**
 * A second, closer minification of the UMD file, the one a partner page downloads on every load
 * (its size budget is in bench/budgets.ts): terser over the bundler's minified output, with passes
 * until nothing changes. Only safe transforms; the ES build stays as the bundler writes it.
 */
const terseUmd = (): Plugin => ({
  name: 'clinic-terse-umd',
  async generateBundle(output, bundle) {
    if (output.format !== 'umd') return;
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      const result = await minify(file.code, { ecma: 2020, compress: { passes: 3, pure_getters: true }, mangle: true });
      if (result.code) file.code = result.code;
    }
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
      // the photo conversion comes with an on-demand part, fetched when a visitor first chooses a photo
      { find: /^\.\/convert-to-jpeg$/, replacement: fileURLToPath(new URL('./widgets/on-demand/convert-to-jpeg-proxy.ts', import.meta.url)) },
      // the time picker and the 'Types of Consultations' beside it come with an on-demand part, fetched when the booking form first shows
      { find: /^\.\/time-picker\/appointment-step$/, replacement: fileURLToPath(new URL('./widgets/on-demand/picker-proxy.tsx', import.meta.url)) },
      { find: /^\.\/consultation-types-list$/, replacement: fileURLToPath(new URL('./widgets/on-demand/consultation-types-proxy.tsx', import.meta.url)) },
      // the photo picker as the browser draws it, or worded in the widget's language with the Spanish part
      { find: /^\.\/image-field$/, replacement: fileURLToPath(new URL('./widgets/on-demand/image-field-proxy.tsx', import.meta.url)) },
    ],
  },
  define,
  plugins: [
    faqDataFiles(),
    onDemandParts(define),
    shippedTypes(),
    terseUmd(),
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
