/**
 * Settings a partner page may give before the script loads, as `window.ClinicWidgets = { nonce,
 * apiBase }`, plus what the bundle learns from its own script tag: the origin it came from (the
 * default API base) and the tag's CSP nonce.
 */
import type { ClinicWidgetsConfig } from './types/clinic-widgets';

export type PageConfig = ClinicWidgetsConfig;

export interface ScriptFacts {
  origin: string;
  /** the folder the script came from, where its on-demand parts sit ('' when unknown) */
  base: string;
  nonce: string;
}

const BUNDLE_FILE = /\/clinic-widgets\.(umd|es)\.js(\?|#|$)/;

/** Must run while the bundle's own script is being evaluated: document.currentScript is only set then. */
export function readScriptFacts(): ScriptFacts {
  const current = document.currentScript as HTMLScriptElement | null;
  // module scripts have no currentScript: look for our tag by its file name instead
  const script =
    current && current.src
      ? current
      : Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((s) => BUNDLE_FILE.test(s.src));
  let origin = '';
  let base = '';
  try {
    if (script?.src) {
      const url = new URL(script.src, document.baseURI);
      origin = url.origin;
      base = new URL('.', url).href;
    }
  } catch {
    origin = '';
  }
  return { origin, base, nonce: script?.nonce || script?.getAttribute('nonce') || '' };
}

export function pageConfig(): PageConfig {
  const config = window.ClinicWidgets;
  return config && typeof config === 'object' ? config : {};
}
