/**
 * The treatment slugs, apart from the pages' copy, so that the English index and its Spanish twin
 * share them and a page that needs only the slugs loads no copy at all.
 */
import type { TreatmentSlug } from '../types';

/** Slugs in the order of the treatment cards. */
export const treatmentSlugs: TreatmentSlug[] = [
  'laser_skin',
  'under_chin',
  'mandibular_contour',
  'neck',
  'tummy',
  'lower_eyelid',
  'under_arm',
  'lower_face',
];

export function isTreatmentSlug(value: string): value is TreatmentSlug {
  return (treatmentSlugs as string[]).includes(value);
}
