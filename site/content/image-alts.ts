/**
 * Alternative text of every picture the copy references by path (docs/product/README.md images are
 * illustrations made by the project; see IMAGES.md). A clinic that swaps a picture in
 * /images/ updates its line here. Blog pictures have theirs in blog-image-alts.ts, and
 * before-and-after pictures carry theirs beside them in the copy, so a page's chunk holds only
 * the words of its own kind of pictures.
 */
import type { ImagePath } from './types';

export const imageAlts: Record<string, string> = {
  '/images/heroes/home.svg': 'Illustration of a woman in soft profile with a smooth, defined jawline, in a bright clinic with arched windows',
  '/images/heroes/treatments.svg': 'Illustration of a calm treatment room with a laser console beside a treatment bed',
  '/images/heroes/training.svg': 'Illustration of clinicians gathered around a treatment bed while a trainer demonstrates the laser hand-piece',
  '/images/heroes/miami.svg': 'Illustration of the Miami skyline and Biscayne Bay at golden hour, seen from a clinic window',
  '/images/heroes/florida.svg': 'Illustrated map of Florida with routes from other cities leading to Miami',
  '/images/heroes/laser_skin.svg': 'Illustration of a face in three-quarter view with a fine glowing line under the cheek, suggesting the laser fiber',
  '/images/heroes/under_chin.svg': 'Illustration of a side profile with the area under the chin highlighted',
  '/images/heroes/mandibular_contour.svg': 'Illustration of a face with the jawline highlighted from chin to ear',
  '/images/heroes/neck.svg': 'Illustration of a smooth neck and collarbones with the front of the neck highlighted',
  '/images/heroes/tummy.svg': 'Illustration of a torso with the area around the navel highlighted',
  '/images/heroes/lower_eyelid.svg': 'Illustration of a rested eye with the lower eyelid highlighted',
  '/images/heroes/under_arm.svg': 'Illustration of a raised arm with the back of the upper arm highlighted',
  '/images/heroes/lower_face-bg.svg': 'Illustration of a lower face and jawline in soft, warm light',
  '/images/treatments/laser_skin.svg': 'Face with a glowing fiber line along the cheek',
  '/images/treatments/under_chin.svg': 'Side profile with the area under the chin highlighted',
  '/images/treatments/mandibular_contour.svg': 'Face with the jawline highlighted from chin to ear',
  '/images/treatments/neck.svg': 'Neck with the front of the neck highlighted',
  '/images/treatments/tummy.svg': 'Torso with the area around the navel highlighted',
  '/images/treatments/lower_eyelid.svg': 'Eye with the lower eyelid highlighted',
  '/images/treatments/under_arm.svg': 'Raised arm with the back of the upper arm highlighted',
  '/images/treatments/lower_face.svg': 'Face with the lower cheeks, smile-line area and jawline highlighted',
  '/images/treatments/lower_face-what-to-expect.svg': 'Illustration of the practitioner reviewing the lower face and jawline with a seated patient, marking pen in hand',
  '/images/team/practitioner.svg': 'Illustrated portrait of the lead practitioner in a white coat with a stethoscope',
};

export function imageAlt(path: ImagePath | string): string {
  return imageAlts[path] ?? '';
}
