/**
 * Intrinsic sizes of the project's pictures, by folder under /images. Every picture of a folder is
 * drawn at the same size, so a clinic replacing one keeps the layout by keeping its proportions.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const sizesByFolder: Record<string, ImageSize> = {
  heroes: { width: 960, height: 720 },
  treatments: { width: 640, height: 440 },
  testimonials: { width: 160, height: 160 },
  team: { width: 720, height: 880 },
  'before-after': { width: 800, height: 500 },
  blog: { width: 1200, height: 675 },
  map: { width: 1200, height: 600 },
};

/** Full-width background pictures and single pictures that break their folder's rule. */
const sizesByPath: Record<string, ImageSize> = {
  '/images/heroes/lower_face-bg.svg': { width: 1600, height: 700 },
  '/images/treatments/lower_face-what-to-expect.svg': { width: 800, height: 600 },
};

const fallback: ImageSize = { width: 1200, height: 675 };

export function imageSize(src: string): ImageSize {
  const exact = sizesByPath[src];
  if (exact) return exact;
  const folder = /^\/images\/([^/]+)\//.exec(src)?.[1];
  return (folder && sizesByFolder[folder]) || fallback;
}
