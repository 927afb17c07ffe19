/** /treatments/mandibular_contour: jawline (mandibular contour) definition. */
import { clinic } from '../../../src/config/clinic';
import type { TreatmentPages } from '../types';

export const mandibularContour: TreatmentPages['mandibular_contour'] = {
  slug: 'mandibular_contour',
  name: 'Mandibular Contour',
  path: '/treatments/mandibular_contour',
  hero: {
    image: '/images/heroes/mandibular_contour.svg',
    sub_title: 'Endolift Mandibular Contour',
    title: 'Redefine Your Jawline',
    content:
      'Soften early jowls and restore a clean line from chin to ear with a 30-45 minute laser treatment under local numbing.',
    points: ['30-45 minute session', 'No incisions or stitches', 'Back to work in 24-48 hours'],
    info: 'Results build over 3 to 6 months.',
  },
  intro:
    'A well-defined jawline frames the whole face. As collagen declines, the skin along the jaw loosens and early jowls blur that edge. Endolift places an FDA-cleared 1470 nm diode laser fiber, 200-300 µm wide, just under the skin along the mandible to tighten the tissue and start collagen renewal, redefining the contour without surgery.',
  benefits: {
    title: 'Benefits for the Jawline',
    items: [
      {
        benifit_title: 'A crisper edge',
        benifit_content:
          'Tightened skin along the jaw gives a clearer transition between face and neck.',
      },
      {
        benifit_title: 'Softer jowls',
        benifit_content:
          'Early jowling is lifted and smoothed as the tissue contracts and new collagen forms.',
      },
      {
        benifit_title: 'Quick return to routine',
        benifit_content:
          'Most people are back at work within 24-48 hours, with swelling fading over 5-10 days.',
      },
      {
        benifit_title: 'Pairs well with other areas',
        benifit_content:
          'The jawline is easily combined with the under-chin or neck for a harmonious result.',
      },
    ],
  },
  quickFacts: {
    title: 'Quick Facts',
    items: [
      { quick_title: 'Session length', quick_info: '30-45 minutes' },
      { quick_title: 'Anesthesia', quick_info: 'Local anesthesia or numbing only' },
      { quick_title: 'Back to work', quick_info: '24-48 hours' },
      { quick_title: 'Results peak', quick_info: '3 to 6 months' },
      { quick_title: 'Longevity', quick_info: '1 to 5 years, depending on skin and lifestyle' },
    ],
  },
  candidates: {
    title: 'Ideal Candidates',
    left_title: 'A good fit if you',
    right_title: 'Who should wait',
    left_points: [
      'Notice early jowls or a softening jawline',
      'Have mild to moderate laxity and good general health',
      'Want a natural result without a surgical lift',
    ],
    right_points: [
      'Are pregnant or breastfeeding',
      'Have active skin infection or inflammation on the lower face',
      'Have recently had fillers or threads in the area (we plan the timing with you)',
      'Have marked skin excess that a surgeon should assess',
    ],
  },
  howItWorks: {
    title: 'How It Works',
    cards: [
      {
        number: 1,
        card_title: 'Mapping the jawline',
        card_content:
          'We mark the contour you want to define, then numb the area with local anesthesia.',
      },
      {
        number: 2,
        card_title: 'Laser along the mandible',
        card_content:
          'The 200-300 µm fiber delivers 1470 nm laser energy under the skin along the jaw, contracting loose tissue.',
      },
      {
        number: 3,
        card_title: 'Gradual definition',
        card_content:
          'New collagen forms over the following months, so the jawline keeps sharpening for 3 to 6 months and beyond.',
      },
    ],
  },
  steps: {
    title: 'What to Expect After Treatment',
    items: [
      {
        title: 'The first two days',
        description:
          'Expect swelling along the jaw that peaks at about 48 hours. Cool compresses and an extra pillow help.',
      },
      {
        title: 'The first three days',
        description:
          'Avoid heat for 72 hours and wait 72 hours before high-intensity workouts.',
      },
      {
        title: 'The first two weeks',
        description:
          'Swelling fades in 5-10 days; bruising or tenderness can last 1-14 days. Use SPF 30+ daily.',
      },
      {
        title: 'The following months',
        description:
          'The contour sharpens as collagen builds. A second session may be suggested after 4 to 6 months for looser skin.',
      },
    ],
  },
  checklist: {
    title: 'Pre-Treatment Checklist',
    rows: [
      {
        timing: '2 weeks before',
        avoid: 'Chemical peels, resurfacing lasers and new filler or thread treatments in the area',
        why: 'The skin and tissues should be settled so healing is even and predictable.',
      },
      {
        timing: '1 week before',
        avoid: 'Fish oil, vitamin E and similar supplements, if your doctor agrees',
        why: 'They can make bruising more likely.',
      },
      {
        timing: '24 hours before',
        avoid: 'Alcohol',
        why: 'It increases swelling and bruising.',
      },
      {
        timing: 'On the day',
        avoid: 'Make-up and skin-care products on the lower face',
        why: 'Clean skin allows accurate marking and lowers the risk of infection.',
      },
    ],
  },
  faq: {
    title: 'Mandibular Contour FAQs',
    items: [
      {
        number: 1,
        question: 'Can Endolift get rid of jowls?',
        ans: `<p>It can soften early to moderate jowls and sharpen the jawline. Heavy jowls with a lot of loose skin may need a surgical opinion; we will tell you frankly at your consultation.</p>`,
      },
      {
        number: 2,
        question: 'How long does the jawline treatment take?',
        ans: `<p>About 30-45 minutes. Combined with the under-chin or neck it takes longer, usually up to 90 minutes.</p>`,
      },
      {
        number: 3,
        question: 'Is there a risk to the facial nerves?',
        ans: `<p>Our practitioner works with a detailed knowledge of the anatomy of the jaw. Even so, a nearby nerve can rarely be irritated, which may cause a temporary change in sensation or in the smile; it resolves in 3-6 months.</p>`,
      },
      {
        number: 4,
        question: 'How long do the results last?',
        ans: `<p>Results last 1 to 5 years: about 1-2 years for many patients and longer for some. A touch-up after 6-12 months can keep the contour crisp.</p>`,
      },
    ],
  },
  cta: {
    title: 'Define Your Jawline',
    html: `<p>Book a free consultation or call <a href="${clinic.phoneHref}">${clinic.phone}</a>. We will show you before-and-after photos of jawline treatments and plan yours together.</p>`,
    button_label: 'Book a free consultation',
    button_link: '/consultation',
  },
};
