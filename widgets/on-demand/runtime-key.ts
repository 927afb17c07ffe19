/** Where the bundle leaves its shared Preact functions for its on-demand parts (see shared-runtime.ts). */
import type { useEffect, useId, useRef, useState } from 'react';
import type { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { useCoreCopy } from '../../src/i18n/core-copy-context';
import type { get } from '../../src/api/http-client';
import type { loadChunk } from './chunk-loader';

/** The functions the parts take from the bundle; shared-runtime.ts fills it, types only here. */
export interface SharedRuntime {
  useEffect: typeof useEffect;
  useId: typeof useId;
  useRef: typeof useRef;
  useState: typeof useState;
  Fragment: typeof Fragment;
  jsx: typeof jsx;
  jsxs: typeof jsxs;
  useCoreCopy: typeof useCoreCopy;
  get: typeof get;
  /** a part that needs another part (the picker, the proof solver) loads it through the bundle's loader */
  loadChunk: typeof loadChunk;
}

export const RUNTIME_KEY = Symbol.for('clinic-widgets.runtime');

export function sharedRuntime(): SharedRuntime {
  const found = (globalThis as unknown as Record<symbol, SharedRuntime | undefined>)[RUNTIME_KEY];
  if (!found) throw new Error('The clinic widget bundle must load before its parts.');
  return found;
}
