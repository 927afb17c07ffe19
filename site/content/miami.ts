/** Copy of the Miami local page (/endolift-miami). */
import { clinic } from '../../src/config/clinic';
import type { MiamiContent } from './types';

const { practitioner } = clinic;

export const miami: MiamiContent = {
  hero: {
    image: '/images/heroes/miami.svg',
    sub_title: 'Endolift in Miami',
    title: 'Endolift Laser Skin Tightening in Miami',
    content: `Non-surgical skin tightening for the face, neck and body at ${clinic.clinicName}, performed by board-certified family nurse practitioner ${practitioner.name}.`,
    points: ['FDA-cleared 1470 nm laser', 'Local anesthesia only', 'Recovery in 24-48 hours'],
    info: `${clinic.address.street}, ${clinic.address.city}`,
  },
  whatIs: {
    title: 'What Is Endolift?',
    paragraphs: [
      'Endolift is a non-surgical laser treatment for loose skin. Instead of heating the skin from the outside, it delivers an FDA-cleared 1470 nm diode laser beneath the surface through an optical fiber only 200-300 µm wide, about the thickness of a hair.',
      'The controlled heat contracts the tissue that supports the skin, softens small fat deposits and stimulates new collagen. The treatment is done under local anesthesia, sessions last 30 to 90 minutes, and full results appear in 3 to 6 months, peaking up to 12 months.',
    ],
  },
  benefits: {
    title: 'Benefits of Endolift',
    intro: 'Why Miami patients choose Endolift for early sagging.',
    items: [
      'No incisions, stitches or general anesthesia',
      'One session of 30 to 90 minutes is often enough',
      'Back to work and routine within 24-48 hours',
      'Natural-looking tightening that builds over 3 to 6 months',
      'Results that last 1 to 5 years',
      'Treats the jawline, neck, under-chin, eyelids, arms and tummy',
    ],
  },
  comparison: {
    title: 'Endolift versus a Facelift',
    intro:
      'Both have their place. A facelift removes excess skin; Endolift tightens the skin you have. Here is how they compare.',
    columns: ['', 'Endolift', 'Surgical facelift'],
    rows: [
      { feature: 'Anesthesia', endolift: 'Local anesthesia or numbing only', facelift: 'Usually general anesthesia or deep sedation' },
      { feature: 'Incisions', endolift: 'Tiny entry points, no stitches', facelift: 'Incisions around the ears and hairline' },
      { feature: 'Treatment time', endolift: '30 to 90 minutes', facelift: 'Several hours in an operating room' },
      { feature: 'Back to routine', endolift: '24-48 hours', facelift: 'Typically two weeks or more' },
      { feature: 'Results', endolift: 'Gradual, over 3 to 6 months', facelift: 'Visible once swelling resolves' },
      { feature: 'Best for', endolift: 'Mild to moderate laxity', facelift: 'Moderate to severe skin excess' },
      { feature: 'Longevity', endolift: '1 to 5 years', facelift: 'Often many years' },
    ],
  },
  idealCandidate: {
    title: 'Who Is the Ideal Candidate?',
    intro: 'Endolift works best for people who:',
    points: [
      'See early to moderate sagging of the face, neck or body',
      'Want a visible improvement without surgery',
      'Are in good health and at a stable weight',
      'Are not pregnant or breastfeeding',
      'Accept that results develop gradually and vary from person to person',
    ],
  },
  recovery: {
    title: 'Recovery',
    intro: 'Most patients resume their routines within 24-48 hours.',
    steps: [
      {
        title: 'Day 1 to 2',
        description:
          'Swelling builds and peaks at about 48 hours. Rest, use cool compresses and keep the area raised.',
      },
      {
        title: 'Day 3',
        description:
          'After 72 hours you can return to high-intensity workouts and heat, such as saunas and hot yoga.',
      },
      {
        title: 'Day 5 to 10',
        description:
          'Swelling fades; any bruising or tenderness settles within 1-14 days. Keep using SPF 30+.',
      },
      {
        title: 'Month 3 to 6',
        description:
          'Full results appear as collagen rebuilds, and can keep improving for up to 12 months.',
      },
    ],
  },
  pricing: {
    title: 'How Much Does Endolift Cost in Miami?',
    intro:
      'In Miami, Endolift costs $3,500 to $6,000 on average. Your personal quote is given in writing after a free consultation.',
    range: '$3,500 to $6,000',
    factors: [
      'The area treated and its size',
      'Whether several areas are combined in one session',
      'How much laxity there is and whether a second session is advised',
      'Follow-up visits included in your plan',
    ],
    note: 'We never add hidden fees, and there is no obligation to book after your consultation.',
  },
  beforeAfter: {
    title: 'Before and After',
    intro: 'Illustrative examples of the kind of change patients see after one session. Individual results vary from person to person.',
    images: [
      {
        image: '/images/before-after/jawline.svg',
        alt: 'Illustration: side profile of a woman before and 4 months after Endolift of the jawline',
        caption: 'Jawline and under-chin, 4 months after one session',
      },
      {
        image: '/images/before-after/neck.svg',
        alt: 'Illustration: front view of a neck before and 6 months after Endolift',
        caption: 'Neck, 6 months after one session',
      },
      {
        image: '/images/before-after/tummy.svg',
        alt: 'Illustration: abdomen before and 6 months after Endolift tummy skin tightening',
        caption: 'Tummy, 6 months after one session',
      },
    ],
  },
  faq: {
    title: 'Endolift Miami FAQs',
    items: [
      {
        number: 1,
        question: 'Is Endolift FDA-cleared?',
        answer:
          'The 1470 nm diode laser used for Endolift is FDA-cleared. The treatment is performed under local anesthesia at our Miami clinic.',
      },
      {
        number: 2,
        question: 'How long is recovery?',
        answer:
          'Most people resume their routines within 24-48 hours. Swelling peaks at about 48 hours and fades over 5-10 days.',
      },
      {
        number: 3,
        question: 'How much does it cost in Miami?',
        answer:
          'On average $3,500 to $6,000, depending on the area, its size and whether areas are combined. You receive a written quote after a free consultation.',
      },
      {
        number: 4,
        question: 'How long do results last?',
        answer:
          'Results last 1 to 5 years. Full results appear in 3 to 6 months, and a second session may be suggested after 4 to 6 months for looser skin.',
      },
    ],
  },
  whyMiami: {
    title: `Why Choose ${clinic.clinicName}?`,
    paragraphs: [
      `Miami life happens outdoors, in the sun and often in swimwear, and a short recovery matters. ${clinic.clinicName} focuses on treatments that fit that rhythm, with honest advice on sun care and timing around your plans.`,
      `Every treatment is performed by ${practitioner.name}, ${practitioner.credentials}, with ${practitioner.yearsExperience} years of experience and ${practitioner.procedures} procedures. As a Master Trainer she also teaches other clinicians the technique.`,
    ],
    points: [
      'Free consultations in person, by phone or by FaceTime',
      'A clear written plan and quote',
      'Follow-up until your result has fully developed',
    ],
  },
  cta: {
    title: 'Book Your Free Consultation in Miami',
    html: `<p>Visit us at ${clinic.address.street}, ${clinic.address.city}, or call <a href="${clinic.phoneHref}">${clinic.phone}</a>. We will assess your skin and tell you honestly what Endolift can do.</p>`,
    button_label: 'Book a free consultation',
    button_link: '/consultation',
  },
};
