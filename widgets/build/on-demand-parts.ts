/**
 * Builds the bundle's on-demand parts (on-demand/chunk-names.ts) before the bundle itself, each as
 * a small ES module that takes Preact from the bundle (react-shim.ts), writes them beside the
 * bundle under content-hashed names, and tells the bundle those names.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { CHUNKS, type ChunkFiles, type ChunkName } from '../on-demand/chunk-names';

const here = path.resolve(import.meta.dirname, '../on-demand');

const partAliases = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: path.join(here, 'jsx-runtime-shim.ts') },
  { find: /^react$/, replacement: path.join(here, 'react-shim.ts') },
  { find: /^(?:\.\.\/)+(?:src\/)?parts\/shadow-parts$/, replacement: path.resolve(here, '../shadow-parts-always.ts') },
  { find: /^(?:\.\.\/)+(?:src\/)?i18n\/core-copy-context$/, replacement: path.join(here, 'core-copy-context-shim.ts') },
  { find: /^(?:\.\.\/)+(?:src\/)?api\/http-client$/, replacement: path.join(here, 'http-client-shim.ts') },
  // the picker part's proof of work is solved by the proof part, loaded when a visitor starts to book
  { find: /^\.\/proof-solver$/, replacement: path.join(here, 'proof-solver-shim.ts') },
];

interface BuiltPart {
  fileName: string;
  code: string;
}

async function buildPart(name: ChunkName, define: Record<string, string>): Promise<BuiltPart> {
  const result = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    define,
    resolve: { alias: partAliases },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      // lib builds keep ES output readable unless the bundler itself is told to minify
      // one file per part: the toast part's lazy notyf import is inlined, not left as a chunk of its own
      rolldownOptions: { output: { minify: true, codeSplitting: false } },
      lib: { entry: path.resolve(import.meta.dirname, '../..', CHUNKS[name]), formats: ['es'], fileName: name },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const entry = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((o) => o.type === 'chunk' && o.isEntry);
  const code = entry?.type === 'chunk' ? entry.code : undefined;
  if (!code) throw new Error(`the on-demand part "${name}" produced no code`);
  const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 10);
  return { fileName: `clinic-widgets-${name}.${hash}.js`, code };
}

export function onDemandParts(define: Record<string, string>): Plugin {
  const parts = new Map<ChunkName, BuiltPart>();
  return {
    name: 'clinic-on-demand-parts',
    async config() {
      for (const name of Object.keys(CHUNKS) as ChunkName[]) parts.set(name, await buildPart(name, define));
      const files = Object.fromEntries([...parts].map(([name, part]) => [name, part.fileName])) as ChunkFiles;
      return { define: { __CLINIC_WIDGET_CHUNKS__: JSON.stringify(files) } };
    },
    generateBundle() {
      for (const part of parts.values()) this.emitFile({ type: 'asset', fileName: part.fileName, source: part.code });
    },
  };
}
