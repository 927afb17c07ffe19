/** The eight treatment pages (docs/product/screens.md), in the order the site lists them. */
export interface TreatmentArea {
  slug: 'laser_skin' | 'under_chin' | 'mandibular_contour' | 'neck' | 'tummy' | 'lower_eyelid' | 'under_arm' | 'lower_face';
  name: string;
  path: string;
}

export const treatmentAreas: readonly TreatmentArea[] = [
  { slug: 'laser_skin', name: 'Laser Skin Tightening', path: '/treatments/laser_skin' },
  { slug: 'under_chin', name: 'Under-Chin', path: '/treatments/under_chin' },
  { slug: 'mandibular_contour', name: 'Mandibular Contour', path: '/treatments/mandibular_contour' },
  { slug: 'neck', name: 'Neck', path: '/treatments/neck' },
  { slug: 'tummy', name: 'Tummy Skin Tightening', path: '/treatments/tummy' },
  { slug: 'lower_eyelid', name: 'Lower Eyelid', path: '/treatments/lower_eyelid' },
  { slug: 'under_arm', name: 'Under Arm', path: '/treatments/under_arm' },
  { slug: 'lower_face', name: 'Lower Mid Face', path: '/treatments/lower_face' },
];
