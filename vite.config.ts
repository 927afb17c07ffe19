/**
 * The site: a client build (dist/site/client, with index.html as the server's template) and a
 * server-render build of site/entry-server.tsx (dist/site/server). `npm run build` runs both.
 *
 * The site runs on React 19 and react-dom, in the browser (hydrateRoot) and in the server render
 * (react-dom/static), with no resolve aliases at all: `react` here is React. Only the widget build
 * (vite.widgets.config.ts) swaps the runtime (README.md, "Which runtime each part ships on").
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const sharedModule =
  /[\\/]node_modules[\\/](react-router|valtio|proxy-compare)[\\/]|[\\/]src[\\/](forms|parts|responses|api|lead-source)[\\/]|[\\/]src[\\/]treatment-map[\\/]hotspots\.ts$|[\\/]src[\\/]config[\\/]treatment-areas\.ts$|[\\/]site[\\/]components[\\/](content-image|html-block|check-list|numbered-cards|section)\./;

/**
 * What the account screens alone read of the answers (register, sign-in, forgot, reset, profile):
 * left out of the shared chunk, so they load with those screens rather than on every page
 * (home's first load: 127,979 -> 127,804 B with the lead forms' field errors added).
 */
const accountAnswers = /[\\/]src[\\/]responses[\\/](index|register-response|login-response|forgot-response|profile-response|reset-response)\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'site',
  publicDir: isSsrBuild ? false : 'public',
  base: '/',
  plugins: [react()],
  build: {
    outDir: isSsrBuild ? '../dist/site/server' : '../dist/site/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: 'es2020',
    modulePreload: false,
    // One stylesheet for the whole site (~11 KB gzipped): one render-blocking request instead of a
    // dozen small ones per page measured a better first paint on a throttled phone, and it is cached
    // for every page after the first.
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild
      ? { output: { entryFileNames: 'entry-server.js' } }
      : {
          output: {
            // The entry carries react-dom: V8 compiles a file with this comment eagerly, off the main
            // thread while it streams in, rather than function by function on the main thread as
            // hydration first calls them (docs/decisions/0020-first-paint.md).
            postBanner: (chunk) => (chunk.name === 'react-dom' || chunk.name === 'shared' ? '//# allFunctionsCalledOnLoad' : ''),
            // The core's small shared modules (form fields, validation, API calls, answer-to-toast
            // mappers) and the pages' small building blocks in one chunk rather than a dozen of a few
            // hundred bytes each: every file costs its own request and compresses worse alone
            // (measured on home: 125.5 -> 124.1 KB of JS gzipped, 21 -> 11 files).
            // Spanish modules (*.es.ts) stay out of it: English pages must not download them.
            // The map's hotspots and the treatment areas join it: the English home and the Spanish
            // layout both need them, and alone they were two more small files on home. React Router
            // joins it too: once the locale links (site/i18n) were shared by the entry and the page
            // chunks, Rolldown moved the router out of the entry into a chunk of its own; here it
            // compresses with the rest (home: 127,998 -> 127,695 B). The account screens' answer
            // mappers stay out of it (accountAnswers above).
            codeSplitting: { groups: [{ name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ }, { name: 'shared', test: (id) => sharedModule.test(id) && !/\.es\.tsx?$/.test(id) && !accountAnswers.test(id) }] },
          },
        },
  },
  ssr: {
    // Bundle every dependency into the server build, so the server needs no JSX or CSS loader at
    // run time and renders with the very React build it was compiled against.
    noExternal: isSsrBuild ? true : undefined,
  },
}));
