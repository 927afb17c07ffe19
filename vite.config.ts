/**
 * The site: a client build (dist/site/client, with index.html as the server's template) and a
 * server-render build of site/entry-server.tsx (dist/site/server). `npm run build` runs both.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'site',
  publicDir: isSsrBuild ? false : 'public',
  base: '/',
  plugins: [react()],
  build: {
    outDir: isSsrBuild ? '../dist/site/server' : '../dist/site/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    ssrManifest: false,
    target: 'es2020',
    cssCodeSplit: true,
    rolldownOptions: isSsrBuild
      ? { output: { entryFileNames: 'entry-server.js' } }
      : undefined,
  },
  ssr: {
    // bundled into the server build so the server needs no JSX or CSS loaders at run time
    noExternal: ['notyf', '@glidejs/glide'],
  },
}));
