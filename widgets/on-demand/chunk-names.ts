/**
 * The parts of the widget bundle that a page loads only when it uses them: the toasts (notyf, on
 * the first message a form shows), the FAQ and the treatment map. The build writes each beside the
 * bundle under a content-hashed name and tells the bundle those names.
 */
export const CHUNKS = {
  toasts: 'widgets/on-demand/toast-chunk.ts',
  faq: 'widgets/on-demand/faq-chunk.tsx',
  map: 'widgets/on-demand/map-chunk.tsx',
} as const;

export type ChunkName = keyof typeof CHUNKS;
export type ChunkFiles = Record<ChunkName, string>;
