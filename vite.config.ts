/**
 * The site: a client build (dist/site/client, with index.html as the server's template) and a
 * server-render build of site/entry-server.tsx (dist/site/server). `npm run build` runs both.
 *
 * The site is written against the React API, and ships on preact/compat (the runtime the widgets
 * use): React 19's client alone is ~69 KB gzipped and React Router ~32 KB, which leaves nothing of
 * the 100 KB first-load budget for the pages. Both builds use the same runtime so server markup
 * and hydration agree (useId and all).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preactCompatAliases } from './preact-compat-aliases.ts';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'site',
  publicDir: isSsrBuild ? false : 'public',
  base: '/',
  plugins: [react()],
  resolve: { alias: preactCompatAliases },
  build: {
    outDir: isSsrBuild ? '../dist/site/server' : '../dist/site/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: 'es2020',
    // One stylesheet for the whole site (~11 KB gzipped): one render-blocking request instead of a
    // dozen small ones per page measured a better first paint on a throttled phone, and it is cached
    // for every page after the first.
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild ? { output: { entryFileNames: 'entry-server.js' } } : undefined,
  },
  ssr: {
    // Bundle every dependency into the server build, so react-router and friends resolve
    // `react` to preact/compat there too, and the server needs no JSX or CSS loader at run time.
    noExternal: isSsrBuild ? true : undefined,
  },
}));
