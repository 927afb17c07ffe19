/**
 * Copies the hand-written declarations for partners (widgets/types/) beside the bundle:
 * clinic-widgets.d.ts (plain TypeScript), clinic-widgets-react.d.ts (React 19 JSX) and
 * clinic-widgets-vue.d.ts (Vue GlobalComponents). Each is self-contained but for the first, which
 * the other two import from beside them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const TYPES_DIR = path.resolve(import.meta.dirname, '../types');

export function shippedTypes(): Plugin {
  return {
    name: 'clinic-shipped-types',
    generateBundle() {
      for (const file of fs.readdirSync(TYPES_DIR).filter((f) => f.endsWith('.d.ts'))) {
        this.emitFile({ type: 'asset', fileName: file, source: fs.readFileSync(path.join(TYPES_DIR, file), 'utf8') });
      }
    },
  };
}
