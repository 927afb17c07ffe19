/**
 * The before-and-after block of each treatment page: the home map's caption promises every area
 * a page with before-and-after pictures. They are illustrations, labelled as such, until the
 * clinic replaces them with consented patient photos in /images/before-after/.
 */
import type { BeforeAfterImage, TreatmentSlug, Titled } from './types';

export interface TreatmentResults extends Titled {
  image: BeforeAfterImage;
}

const intro = 'An illustration of the typical change after one session. Your own result depends on your skin, age and lifestyle, and we show you real case photos at your consultation.';

export const treatmentResults: Record<TreatmentSlug, TreatmentResults> = {
  laser_skin: {
    title: 'Before and After',
    intro,
    image: {
      image: '/images/before-after/cheek.svg',
      alt: 'Illustration: a cheek with loose, creased skin before, and smoother, firmer skin 4 months after Endolift',
      caption: 'Cheek and mid face, 4 months after one session',
    },
  },
  under_chin: {
    title: 'Before and After',
    intro,
    image: {
      image: '/images/before-after/under-chin.svg',
      alt: 'Illustration: side profile with fullness under the chin before, and a cleaner chin-neck angle 4 months after',
      caption: 'Under-chin, 4 months after one session',
    },
  },
  mandibular_contour: {
    title: 'Before and After',
    intro,
    image: {
      image: '/images/before-after/jawline.svg',
      alt: 'Illustration: side profile of a woman before and 4 months after Endolift of the jawline',
      caption: 'Jawline and under-chin, 4 months after one session',
    },
  },
  neck: {
    title: 'Before and After',
    intro,
    image: {
      image: '/images/before-after/neck.svg',
      alt: 'Illustration: front view of a neck before and 6 months after Endolift',
      caption: 'Neck, 6 months after one session',
    },
  },
  tummy: {
    title: 'Before and After',
    intro,
    image: {
      image: '/images/before-after/tummy.svg',
      alt: 'Illustration: abdomen before and 6 months after Endolift tummy skin tightening',
      caption: 'Tummy, 6 months after one session',
    },
  },
  lower_eyelid: {
    title: 'Before and After',
    intro,
    image: {
      image: '/images/before-after/eyelid.svg',
      alt: 'Illustration: an eye with crepey lower-lid skin before, and a smoother lower lid 3 months after',
      caption: 'Lower eyelid, 3 months after one session',
    },
  },
  under_arm: {
    title: 'Before and After',
    intro,
    image: {
      image: '/images/before-after/arm.svg',
      alt: 'Illustration: the back of an upper arm with loose skin before, and a firmer contour 6 months after',
      caption: 'Upper arm, 6 months after one session',
    },
  },
  lower_face: {
    title: 'Before and After',
    intro,
    image: {
      image: '/images/before-after/lower-face.svg',
      alt: 'Illustration: a lower face with soft jowls and deep smile lines before, and a more defined jawline 4 months after',
      caption: 'Lower face and jawline, 4 months after one session',
    },
  },
};
