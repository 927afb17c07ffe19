/** The four numbered 'Types of Consultations' shown beside the booking form. */
import type { ConsultationType, Tuple } from './types';

export const consultationTypes: Tuple<ConsultationType, 4> = [
  {
    number: 1,
    title: 'In Person',
    description:
      'Visit our Miami clinic for an unhurried assessment: we examine your skin, take standard photos and talk through what Endolift can realistically do for you.',
  },
  {
    number: 2,
    title: 'Phone',
    description:
      'Prefer a quick conversation first? We call you at a time that suits you to answer your questions about the treatment, recovery and cost.',
  },
  {
    number: 3,
    title: 'Facetime',
    description:
      'Anywhere in Florida, a video consultation lets us see the area and discuss your goals before you travel to Miami.',
  },
  {
    number: 4,
    title: 'Personalized Plan',
    description:
      'You receive a written plan with the areas to treat, the expected session length, aftercare and a clear quote, with no obligation to book.',
  },
];
