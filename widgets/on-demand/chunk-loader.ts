/**
 * Loads an on-demand part of the bundle (an ES module beside the script) once per page. A part
 * that fails to load (offline for a moment) is tried again by the next widget that asks for it.
 */
import { getApiBase } from '../../src/api/http-client';
import type { ChunkFiles, ChunkName } from './chunk-names';

declare const __CLINIC_WIDGET_CHUNKS__: ChunkFiles | undefined;

let base = '';
const loading = new Map<ChunkName, Promise<unknown>>();
const loaded = new Map<ChunkName, unknown>();

/** A part already here, for a component that must render in one pass (its words came with it). */
export const loadedChunk = <T,>(name: ChunkName): T | undefined => loaded.get(name) as T | undefined;

/** The folder the bundle was loaded from: its parts sit beside it (else the clinic's /widgets/). */
export function setChunkBase(folder: string): void {
  base = folder;
}

// A plain name inside import(): test DOMs such as happy-dom find dynamic imports with a pattern
// that stops at the first closing parenthesis.
function importPart(url: string): Promise<unknown> {
  return import(/* @vite-ignore */ url);
}

export function loadChunk<T>(name: ChunkName): Promise<T> {
  let request = loading.get(name);
  if (!request) {
    const files = typeof __CLINIC_WIDGET_CHUNKS__ === 'undefined' ? undefined : __CLINIC_WIDGET_CHUNKS__;
    if (!files) return Promise.reject(new Error(`The widget part "${name}" is only available in the built bundle.`));
    request = importPart(new URL(files[name], base || `${getApiBase()}/widgets/`).href);
    loading.set(name, request);
    request.then((part) => loaded.set(name, part), () => undefined);
    request.catch(() => loading.delete(name));
  }
  return request as Promise<T>;
}
