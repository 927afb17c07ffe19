/**
 * The FAQ and map parts render with the bundle's own Preact (one copy per page, so hooks work and
 * nothing is downloaded twice): the bundle puts the few functions they use under a page-wide
 * symbol, and the parts' builds take `react` and `react/jsx-runtime` from there (react-shim.ts),
 * the core copy of their widget from its context (core-copy-context-shim.ts), and the HTTP client's
 * `get` (http-client-shim.ts), which the FAQ and picker parts call the API with, and the part
 * loader, with which the picker part fetches the proof part (proof-solver-shim.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { useCoreCopy } from '../../src/i18n/core-copy-context';
import { get } from '../../src/api/http-client';
import { RUNTIME_KEY, type SharedRuntime } from './runtime-key';
import { loadChunk } from './chunk-loader';

const runtime: SharedRuntime = { useEffect, useId, useRef, useState, Fragment, jsx, jsxs, useCoreCopy, get, loadChunk };

export function shareRuntime(): void {
  const scope = globalThis as unknown as Record<symbol, SharedRuntime | undefined>;
  scope[RUNTIME_KEY] ??= runtime;
}
