/**
 * The parts of the widget bundle that a page loads only when it uses them: the toasts (notyf, on
 * the first message a form shows), the FAQ, the treatment map, the Spanish words (on the first
 * widget a page shows in Spanish), the photo conversion (on the first photo a visitor chooses) and
 * the booking form's time picker (when a page shows <clinic-booking>) and the proof-of-work solver
 * (when a visitor first chooses a type of time there).
 * The build writes each beside the bundle under a content-hashed name and tells the bundle those names.
 */
export const CHUNKS = {
  toasts: 'widgets/on-demand/toast-chunk.ts',
  faq: 'widgets/on-demand/faq-chunk.tsx',
  map: 'widgets/on-demand/map-chunk.tsx',
  es: 'widgets/on-demand/es-chunk.ts',
  image: 'widgets/on-demand/image-chunk.ts',
  picker: 'widgets/on-demand/picker-chunk.tsx',
  proof: 'widgets/on-demand/proof-chunk.ts',
} as const;

export type ChunkName = keyof typeof CHUNKS;
export type ChunkFiles = Record<ChunkName, string>;
