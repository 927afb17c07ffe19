/** Copy of the home page (/), section by section in the order of docs/product/screens.md Home. */
import { clinic } from '../../src/config/clinic';
import type { HomeContent } from './types';

const { practitioner } = clinic;

export const home: HomeContent = {
  hero: {
    image: '/images/heroes/home.svg',
    sub_title: `${clinic.clinicName} · ${clinic.address.city}, Florida`,
    title: 'Firmer, Smoother Skin Without Surgery',
    content:
      'Endolift is a non-surgical laser treatment that tightens loose skin on the face, neck and body from within. No incisions, no general anesthesia, and most people are back at work within 24-48 hours.',
    points: ['FDA-cleared 1470 nm laser', 'Local anesthesia only', 'Back to work in 24-48 hours'],
    info: 'Free, no-obligation consultations in Miami, by phone or by video.',
  },
  intro: `At ${clinic.clinicName}, ${practitioner.name}, ${practitioner.credentials}, a board-certified family nurse practitioner with ${practitioner.yearsExperience} years of experience and ${practitioner.procedures} procedures, treats early sagging of the jawline, neck, eyelids, arms and tummy with Endolift. A 1470 nm diode laser works under the skin through an optical fiber only 200-300 µm wide, tightening tissue and waking up your own collagen. Sessions take 30 to 90 minutes, and the result builds naturally over the following months. We take time to understand your goals, explain what is realistic for your skin, and never rush you into a decision.`,
  whyChoose: {
    title: 'Why Choose Endolift?',
    intro:
      'A gentle alternative for people who see the first signs of laxity and want a real, natural-looking change without an operation.',
    points: [
      'Non-surgical: no scalpel, no stitches and no general anesthesia, only local numbing.',
      'FDA-cleared 1470 nm diode laser delivered through a fiber as fine as a hair (200-300 µm).',
      'One session of 30 to 90 minutes is often enough, depending on the area.',
      'Back to work and daily life within 24-48 hours for most patients.',
      'Tightens skin and stimulates new collagen, with full results in 3 to 6 months.',
      'Long-lasting: results last 1 to 5 years, depending on your skin and lifestyle.',
      `Performed personally by ${practitioner.name}, with ${practitioner.procedures} procedures to her name.`,
    ],
  },
  treatmentAreas: {
    title: 'Explore Treatment Areas',
    hint: { hover: 'Hover over or select an area to preview it.', touch: 'Tap an area to preview it.' },
    caption: 'Each area has its own page with before-and-after photos, what to expect and post-care essentials.',
  },
  testimonials: {
    title: 'Real Results from Real Patients',
    intro:
      'Our patients share how their treatment felt and what changed for them. Every experience is personal, and results vary from person to person.',
  },
  howItWorks: {
    title: 'How Endolift Works',
    intro:
      'Endolift works beneath the surface, so the skin on top stays intact while the deeper layers tighten and renew.',
    steps: [
      {
        number: 1,
        card_title: 'Free consultation',
        card_content:
          'We assess your skin, listen to your goals and tell you honestly whether Endolift suits you, with a written plan and quote.',
      },
      {
        number: 2,
        card_title: 'Local numbing',
        card_content:
          'On the day, the area is cleaned and numbed with local anesthesia. You stay awake and comfortable throughout.',
      },
      {
        number: 3,
        card_title: 'Laser energy under the skin',
        card_content:
          'A 200-300 µm fiber delivers 1470 nm laser energy beneath the skin, contracting loose tissue and starting new collagen production.',
      },
      {
        number: 4,
        card_title: 'Results that build',
        card_content:
          'Most people return to work within 24-48 hours. Skin keeps firming as collagen forms, with full results in 3 to 6 months and improvement up to 12 months.',
      },
    ],
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro:
      'Straight answers to the questions we hear most often. If yours is not here, ask us at your free consultation.',
  },
  contact: {
    title: 'Ready to Transform Your Skin?',
    html: `<p>Book a free consultation with ${practitioner.name} and find out what Endolift can do for you. Call us on <a href="${clinic.phoneHref}">${clinic.phone}</a>, write to <a href="mailto:${clinic.email}">${clinic.email}</a>, or visit us at ${clinic.address.street}, ${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}.</p>`,
    button_label: 'Book a free consultation',
    button_link: '/consultation',
    image: '/images/team/practitioner.svg',
  },
};
