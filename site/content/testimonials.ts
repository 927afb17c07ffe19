/**
 * The three patient testimonials of the home carousel ('Real Results from Real Patients').
 * Sample copy (docs/product/README.md {user_content}): replace with real testimonials the patients have
 * consented to publish before going live.
 */
import type { Testimonial, Tuple } from './types';

export const patientTestimonials: Tuple<Testimonial, 3> = [
  {
    image: '/images/testimonials/patient-1.svg',
    name: 'Carmen R.',
    age: 'Age: 52',
    description:
      'My jawline had softened over the years and I did not want a facelift. The numbing was the only part I really felt, and I was back at my desk two days later. Four months on, my profile looks sharper in photos and friends say I look rested.',
  },
  {
    image: '/images/testimonials/patient-2.svg',
    name: 'David L.',
    age: 'Age: 46',
    description:
      'I had Endolift under the chin and along the neck. Everything was explained clearly, including the swelling, which was gone in about a week. The change was gradual and natural, which is exactly what I wanted.',
  },
  {
    image: '/images/testimonials/patient-3.svg',
    name: 'Sofia M.',
    age: 'Age: 39',
    description:
      'After two pregnancies the skin on my tummy never bounced back. The team was honest about what to expect, the treatment took under an hour, and by month six the skin was noticeably firmer. I only wish I had done it sooner.',
  },
];
