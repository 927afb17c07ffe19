/** /treatments/under_chin: under-chin tightening (what-to-expect timeline, no checklist table). */
import { clinic } from '../../../src/config/clinic';
import type { TreatmentPages } from '../types';

export const underChin: TreatmentPages['under_chin'] = {
  slug: 'under_chin',
  name: 'Under-Chin',
  path: '/treatments/under_chin',
  hero: {
    image: '/images/heroes/under_chin.svg',
    sub_title: 'Endolift Under-Chin',
    title: 'A Sharper Profile, Without Surgery',
    content:
      'Endolift tightens soft, loose skin beneath the chin and can reduce a small pocket of fullness, in a 30-45 minute session under local numbing.',
    points: ['30-45 minute session', 'Local anesthesia only', 'Back to work in 24-48 hours'],
    info: 'Full results appear in 3 to 6 months.',
  },
  intro:
    'The area under the chin is often the first to soften with age, weight changes or genetics, and it can make a profile look heavier than the rest of the face. Endolift uses an FDA-cleared 1470 nm diode laser, delivered through a 200-300 µm fiber, to tighten the skin from within and encourage new collagen, for a cleaner line between chin and neck.',
  benefits: {
    title: 'Benefits for the Under-Chin',
    items: [
      {
        benifit_title: 'A defined chin-neck angle',
        benifit_content:
          'Tightening the skin under the chin helps restore the angle between chin and neck that makes a profile look crisp.',
      },
      {
        benifit_title: 'Treats small fat pockets too',
        benifit_content:
          'The laser heat can soften a modest pocket of fullness while it firms the skin over it.',
      },
      {
        benifit_title: 'Discreet recovery',
        benifit_content:
          'Most people are back at work within 24-48 hours; a scarf or high collar covers any early swelling.',
      },
      {
        benifit_title: 'No visible scars',
        benifit_content:
          'A single tiny entry point, usually hidden under the chin, is all the fiber needs.',
      },
    ],
  },
  quickFacts: {
    title: 'Quick Facts',
    items: [
      { quick_title: 'Session length', quick_info: '30-45 minutes' },
      { quick_title: 'Anesthesia', quick_info: 'Local anesthesia or numbing only' },
      { quick_title: 'Back to work', quick_info: '24-48 hours' },
      { quick_title: 'Full results', quick_info: '3 to 6 months' },
      { quick_title: 'Longevity', quick_info: 'About 1-2 years, up to 5 years' },
    ],
  },
  candidates: {
    title: 'Ideal Candidates',
    left_title: 'A good fit if you',
    right_title: 'Better to wait if you',
    left_points: [
      'Have mild to moderate looseness or a small pocket of fullness under the chin',
      'Have good skin quality and a stable weight',
      'Prefer a gradual, natural-looking improvement',
    ],
    right_points: [
      'Are pregnant or breastfeeding',
      'Have an infection, inflamed acne or a wound in the area',
      'Are planning significant weight loss in the coming months',
      'Have a large amount of loose skin that may need surgery',
    ],
  },
  howItWorks: {
    title: 'How It Works',
    cards: [
      {
        number: 1,
        card_title: 'Numbing and entry',
        card_content:
          'We numb the area with local anesthesia and make one tiny entry point for the 200-300 µm fiber.',
      },
      {
        number: 2,
        card_title: 'Laser tightening',
        card_content:
          'The 1470 nm laser gently heats the tissue under the chin, contracting it and softening small fat deposits.',
      },
      {
        number: 3,
        card_title: 'Collagen at work',
        card_content:
          'Over 3 to 6 months new collagen forms, and the area under the chin becomes firmer and better defined.',
      },
    ],
  },
  timeline: {
    title: 'What to Expect',
    intro: 'A plain, week-by-week guide to your under-chin treatment.',
    items: [
      {
        title: 'On the day',
        description:
          'Your session takes 30-45 minutes. You may see a little tightening straight away, and you go home the same day.',
      },
      {
        title: 'Days 1-2',
        description:
          'Swelling builds and peaks at about 48 hours. Most people return to work within 24-48 hours.',
      },
      {
        title: 'Days 5-10',
        description:
          'Swelling fades. Any bruising, tenderness or numbness settles within 1-14 days.',
      },
      {
        title: 'Months 3 to 6',
        description:
          'Collagen renewal shows as a firmer, cleaner profile. Improvement can continue for up to 12 months.',
      },
    ],
  },
  steps: {
    title: 'Post-Care Essentials',
    items: [
      {
        title: 'Keep your head raised',
        description:
          'Sleep with an extra pillow for the first two nights and use cool compresses to ease swelling.',
      },
      {
        title: 'Avoid heat for 72 hours',
        description:
          'Skip saunas, steam rooms and hot yoga, and wait 72 hours before high-intensity workouts.',
      },
      {
        title: 'Protect your skin',
        description: 'Use a broad-spectrum SPF 30+ daily and avoid peels for at least 2 weeks.',
      },
      {
        title: 'Review and touch-up',
        description:
          'We check your progress at your follow-up. A touch-up after 6-12 months is optional.',
      },
    ],
  },
  faq: {
    title: 'Under-Chin FAQs',
    items: [
      {
        number: 1,
        question: 'Will Endolift remove my double chin?',
        ans: `<p>It can help with mild to moderate fullness and looseness by tightening the skin and softening small fat deposits. It is not a substitute for weight loss or surgery when there is a large amount of fat or skin. We will tell you honestly what to expect.</p>`,
      },
      {
        number: 2,
        question: 'How long does the under-chin treatment take?',
        ans: `<p>About 30-45 minutes, plus time for photos and numbing before we start.</p>`,
      },
      {
        number: 3,
        question: 'Can I combine it with the neck or jawline?',
        ans: `<p>Yes. The under-chin is often treated together with the neck or the mandibular contour for a smoother overall result. Combined sessions take longer, up to about 90 minutes.</p>`,
      },
      {
        number: 4,
        question: 'How long will the result last?',
        ans: `<p>Results last about 1-2 years for many patients and up to 5 years for some. Keeping a stable weight and protecting your skin helps. Results vary.</p>`,
      },
    ],
  },
  cta: {
    title: 'Ready for a Cleaner Profile?',
    html: `<p>Send us a photo with your free consultation request, or call <a href="${clinic.phoneHref}">${clinic.phone}</a> to talk it through with our team.</p>`,
    button_label: 'Book a free consultation',
    button_link: '/consultation',
  },
};
