/** Where the bundle leaves its shared Preact functions for its on-demand parts (see shared-runtime.ts). */
import type { SharedRuntime } from './shared-runtime';

export const RUNTIME_KEY = Symbol.for('clinic-widgets.runtime');

export function sharedRuntime(): SharedRuntime {
  const found = (globalThis as unknown as Record<symbol, SharedRuntime | undefined>)[RUNTIME_KEY];
  if (!found) throw new Error('The clinic widget bundle must load before its parts.');
  return found;
}
