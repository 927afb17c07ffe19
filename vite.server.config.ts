/**
 * The server compiled for production (docs/decisions/0014-compiled-server.md): server/main.ts and
 * the staff, backup and restore tools become plain ES modules in dist/server, which `npm run start:prod` runs with node
 * alone. Every package stays an import of node_modules (Vite's default for a server build), so the
 * production install needs only `dependencies`; only our own TypeScript is compiled in.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: { start: 'server/main.ts', staff: 'server/cli/staff.ts', backup: 'server/cli/backup.ts', restore: 'server/cli/restore.ts', 'rotate-field-key': 'server/cli/rotate-field-key.ts' },
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
