/**
 * One treatment page's content in one language, each its own chunk: a visitor on
 * /treatments/neck or /es/treatments/neck downloads the neck page alone, not all eight.
 */
import type { Locale } from '../../../src/i18n/locale';
import type { TreatmentPage, TreatmentSlug } from '../types';

type Loaders = Record<TreatmentSlug, () => Promise<TreatmentPage>>;

const loaders: Record<Locale, Loaders> = {
  en: {
    laser_skin: () => import('./laser_skin').then((m) => m.laserSkin),
    under_chin: () => import('./under_chin').then((m) => m.underChin),
    mandibular_contour: () => import('./mandibular_contour').then((m) => m.mandibularContour),
    neck: () => import('./neck').then((m) => m.neck),
    tummy: () => import('./tummy').then((m) => m.tummy),
    lower_eyelid: () => import('./lower_eyelid').then((m) => m.lowerEyelid),
    under_arm: () => import('./under_arm').then((m) => m.underArm),
    lower_face: () => import('./lower_face').then((m) => m.lowerFace),
  },
  es: {
    laser_skin: () => import('./laser_skin.es').then((m) => m.laserSkin),
    under_chin: () => import('./under_chin.es').then((m) => m.underChin),
    mandibular_contour: () => import('./mandibular_contour.es').then((m) => m.mandibularContour),
    neck: () => import('./neck.es').then((m) => m.neck),
    tummy: () => import('./tummy.es').then((m) => m.tummy),
    lower_eyelid: () => import('./lower_eyelid.es').then((m) => m.lowerEyelid),
    under_arm: () => import('./under_arm.es').then((m) => m.underArm),
    lower_face: () => import('./lower_face.es').then((m) => m.lowerFace),
  },
};

export function loadTreatmentPage(slug: TreatmentSlug, locale: Locale): Promise<TreatmentPage> {
  return loaders[locale][slug]();
}
