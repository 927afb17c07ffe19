/** The eight treatment detail pages, keyed by slug (/treatments/{slug}). */
import type { TreatmentPage, TreatmentPages, TreatmentSlug } from '../types';
import { laserSkin } from './laser_skin';
import { lowerEyelid } from './lower_eyelid';
import { lowerFace } from './lower_face';
import { mandibularContour } from './mandibular_contour';
import { neck } from './neck';
import { tummy } from './tummy';
import { underArm } from './under_arm';
import { underChin } from './under_chin';

export { isTreatmentSlug, treatmentSlugs } from './treatment-slugs';

export const treatmentPages: TreatmentPages = {
  laser_skin: laserSkin,
  under_chin: underChin,
  mandibular_contour: mandibularContour,
  neck,
  tummy,
  lower_eyelid: lowerEyelid,
  under_arm: underArm,
  lower_face: lowerFace,
};

export function treatmentPage(slug: TreatmentSlug): TreatmentPage {
  return treatmentPages[slug];
}
