/** `react` inside the on-demand parts' build: the bundle's own hooks (see shared-runtime.ts). */
import { sharedRuntime } from './runtime-key';

const runtime = sharedRuntime();
export const useEffect = runtime.useEffect;
export const useId = runtime.useId;
export const useRef = runtime.useRef;
export const useState = runtime.useState;
