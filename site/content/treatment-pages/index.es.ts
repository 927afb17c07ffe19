/** Spanish copy of the eight treatment detail pages (/es/treatments/{slug}), twin of index.ts. */
import type * as en from './index';
import { laserSkin } from './laser_skin.es';
import { lowerEyelid } from './lower_eyelid.es';
import { lowerFace } from './lower_face.es';
import { mandibularContour } from './mandibular_contour.es';
import { neck } from './neck.es';
import { tummy } from './tummy.es';
import { underArm } from './under_arm.es';
import { underChin } from './under_chin.es';

// the slugs are data, the same in both languages
export { isTreatmentSlug, treatmentSlugs } from './treatment-slugs';

export const treatmentPages: typeof en.treatmentPages = {
  laser_skin: laserSkin,
  under_chin: underChin,
  mandibular_contour: mandibularContour,
  neck,
  tummy,
  lower_eyelid: lowerEyelid,
  under_arm: underArm,
  lower_face: lowerFace,
};

export const treatmentPage: typeof en.treatmentPage = (slug) => treatmentPages[slug];
