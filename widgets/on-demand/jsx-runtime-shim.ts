/** `react/jsx-runtime` inside the on-demand parts' build: the bundle's own JSX factory (see shared-runtime.ts). */
import { sharedRuntime } from './runtime-key';

const runtime = sharedRuntime();
export const Fragment = runtime.Fragment;
export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
