/** /treatments/lower_eyelid: lower eyelid skin tightening. */
import { clinic } from '../../../src/config/clinic';
import type { TreatmentPages } from '../types';

export const lowerEyelid: TreatmentPages['lower_eyelid'] = {
  slug: 'lower_eyelid',
  name: 'Lower Eyelid',
  path: '/treatments/lower_eyelid',
  hero: {
    image: '/images/heroes/lower_eyelid.svg',
    sub_title: 'Endolift Lower Eyelid',
    title: 'Brighter, Smoother Under-Eyes',
    content:
      'Gently tighten crepey skin under the eyes in a 20-30 minute session, with no incisions and only local numbing.',
    points: ['20-30 minute session', 'Local anesthesia only', 'Back to work in 24-48 hours'],
    info: 'A delicate area, treated with extra care.',
  },
  intro:
    'The skin under the eyes is the thinnest on the face, so it is often the first to look crepey or tired. Endolift uses an FDA-cleared 1470 nm diode laser and a 200-300 µm fiber, adjusted for this delicate area, to tighten the lower eyelid skin from within and encourage collagen, for a fresher, more rested look.',
  benefits: {
    title: 'Benefits for the Lower Eyelid',
    items: [
      {
        benifit_title: 'Less crepey skin',
        benifit_content: 'Tightening and collagen renewal smooth fine, crinkled texture under the eyes.',
      },
      {
        benifit_title: 'A rested look',
        benifit_content:
          'Firmer skin can make mild puffiness and shadows look less pronounced. Results vary.',
      },
      {
        benifit_title: 'No eyelid surgery',
        benifit_content:
          'There is no incision and no change to the shape of the eye, only tighter, smoother skin.',
      },
      {
        benifit_title: 'Short session',
        benifit_content: 'The treatment itself takes about 20-30 minutes.',
      },
    ],
  },
  quickFacts: {
    title: 'Quick Facts',
    items: [
      { quick_title: 'Session length', quick_info: '20-30 minutes' },
      { quick_title: 'Anesthesia', quick_info: 'Local anesthesia or numbing only' },
      { quick_title: 'Back to work', quick_info: '24-48 hours' },
      { quick_title: 'Swelling', quick_info: 'Peaks at 48 hours, fades in 5-10 days' },
      { quick_title: 'Full results', quick_info: '3 to 6 months' },
      { quick_title: 'Longevity', quick_info: 'About 1-2 years, up to 5 years' },
    ],
  },
  candidates: {
    title: 'Ideal Candidates',
    left_title: 'A good fit if you',
    right_title: 'Who should wait',
    left_points: [
      'Have crepey or mildly loose skin under the eyes',
      'Have mild puffiness rather than large fat bags',
      'Want a subtle, natural refresh',
    ],
    right_points: [
      'Are pregnant or breastfeeding',
      'Have an eye infection, dry-eye flare or irritation',
      'Have had eye surgery in the last six months',
      'Have large under-eye bags, which may need a surgical opinion',
    ],
  },
  howItWorks: {
    title: 'How It Works',
    cards: [
      {
        number: 1,
        card_title: 'Protection and numbing',
        card_content:
          'Your eyes are protected and the lower eyelid area is numbed with local anesthesia.',
      },
      {
        number: 2,
        card_title: 'Delicate laser work',
        card_content:
          'The 200-300 µm fiber passes under the skin with low, carefully controlled 1470 nm laser energy.',
      },
      {
        number: 3,
        card_title: 'Smoother skin over time',
        card_content:
          'Collagen renewal tightens and smooths the under-eye skin over 3 to 6 months.',
      },
    ],
  },
  steps: {
    title: 'Post-Care Essentials',
    items: [
      {
        title: 'Cool compresses',
        description:
          'Use cool compresses gently for the first 48 hours, when swelling is at its peak.',
      },
      {
        title: 'Sleep raised',
        description: 'Use an extra pillow for the first few nights to help swelling settle.',
      },
      {
        title: 'No eye make-up for 48 hours',
        description: 'Let the entry points close before applying make-up around the eyes.',
      },
      {
        title: 'Avoid heat for 72 hours',
        description:
          'Skip saunas, steam and hot yoga, and wait 72 hours before high-intensity workouts.',
      },
      {
        title: 'Sunglasses and SPF 30+',
        description: 'Protect the delicate skin with sunglasses and a gentle SPF 30+ every day.',
      },
    ],
  },
  checklist: {
    title: 'Pre-Treatment Checklist',
    rows: [
      {
        timing: '2 weeks before',
        avoid: 'Peels, resurfacing and retinoid creams around the eyes',
        why: 'The thin under-eye skin must be calm and intact.',
      },
      {
        timing: '1 week before',
        avoid: 'Blood-thinning supplements, if your doctor agrees',
        why: 'Bruising shows easily around the eyes.',
      },
      {
        timing: '24 hours before',
        avoid: 'Alcohol and salty food',
        why: 'Both can increase puffiness and swelling.',
      },
      {
        timing: 'On the day',
        avoid: 'Eye make-up and contact lenses',
        why: 'We need clean skin, and glasses are more comfortable afterwards.',
      },
    ],
  },
  faq: {
    title: 'Lower Eyelid FAQs',
    items: [
      {
        number: 1,
        question: 'Is it safe so close to the eye?',
        ans: `<p>Your eyes are protected throughout, and the fiber works under the skin of the lower eyelid, away from the eye itself. The energy is adjusted for this delicate area. As with any treatment, we discuss the risks with you beforehand.</p>`,
      },
      {
        number: 2,
        question: 'Will it remove under-eye bags?',
        ans: `<p>It can improve crepey skin and mild puffiness. Large fat bags are usually better treated surgically; we will advise you honestly.</p>`,
      },
      {
        number: 3,
        question: 'How long does it take?',
        ans: `<p>The treatment takes about 20-30 minutes, plus time for numbing beforehand.</p>`,
      },
      {
        number: 4,
        question: 'How long will I look swollen?',
        ans: `<p>Swelling peaks at about 48 hours and fades in 5-10 days. Most people return to work within 24-48 hours, some with tinted glasses for the first days.</p>`,
      },
    ],
  },
  cta: {
    title: 'Refresh Your Eyes',
    html: `<p>Book a free consultation or call <a href="${clinic.phoneHref}">${clinic.phone}</a> to find out whether lower eyelid treatment suits you.</p>`,
    button_label: 'Book a free consultation',
    button_link: '/consultation',
  },
};
