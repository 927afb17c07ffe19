/** Treatments overview (/treatments): the eight treatment cards, the page copy and its 12 FAQs. */
import { clinic } from '../../src/config/clinic';
import type { HtmlFaqItem, TreatmentCard, TreatmentsPageContent, Tuple } from './types';

/** The eight treatments, in the order of docs/product/screens.md; also used by the footer links. */
export const treatmentCards: Tuple<TreatmentCard, 8> = [
  {
    treatmentsImage: '/images/treatments/laser_skin.svg',
    name: 'Laser Skin Tightening',
    description:
      'Firms mild to moderate laxity on face and body with a 1470 nm laser under the skin, without surgery.',
    link_path: '/treatments/laser_skin',
  },
  {
    treatmentsImage: '/images/treatments/under_chin.svg',
    name: 'Under-Chin',
    description:
      'Tightens soft skin beneath the chin and refines the profile in a 30-45 minute session.',
    link_path: '/treatments/under_chin',
  },
  {
    treatmentsImage: '/images/treatments/mandibular_contour.svg',
    name: 'Mandibular Contour',
    description:
      'Redefines a softened jawline and early jowls for a cleaner edge from chin to ear.',
    link_path: '/treatments/mandibular_contour',
  },
  {
    treatmentsImage: '/images/treatments/neck.svg',
    name: 'Neck',
    description:
      'Smooths loose neck skin and early bands, with most people back at work in 24-48 hours.',
    link_path: '/treatments/neck',
  },
  {
    treatmentsImage: '/images/treatments/tummy.svg',
    name: 'Tummy Skin Tightening',
    description:
      'Firms lax skin on the abdomen after weight loss or pregnancy, without a tummy tuck.',
    link_path: '/treatments/tummy',
  },
  {
    treatmentsImage: '/images/treatments/lower_eyelid.svg',
    name: 'Lower Eyelid',
    description:
      'Gently tightens crepey skin under the eyes in a 20-30 minute session under local numbing.',
    link_path: '/treatments/lower_eyelid',
  },
  {
    treatmentsImage: '/images/treatments/under_arm.svg',
    name: 'Under Arm',
    description:
      'Tones loose skin on the back of the upper arms so sleeveless tops feel easy again.',
    link_path: '/treatments/under_arm',
  },
  {
    treatmentsImage: '/images/treatments/lower_face.svg',
    name: 'Lower Mid Face',
    description:
      'Lifts the lower cheeks, smile lines and jawline for a fresher, more defined lower face.',
    link_path: '/treatments/lower_face',
  },
];

export const treatmentsFaqs: Tuple<HtmlFaqItem, 12> = [
  {
    number: 1,
    question: 'Which treatment area is right for me?',
    ans: `<p>That depends on where your skin has started to loosen and what bothers you most. At your free consultation we examine the area, show you before-and-after photos of similar cases and recommend one area or a combination. Areas that sit next to each other, such as the under-chin and neck, are often treated together.</p>`,
  },
  {
    number: 2,
    question: 'What makes Endolift different from other skin-tightening treatments?',
    ans: `<p>Most devices heat the skin from the outside. Endolift delivers 1470 nm diode laser energy directly under the skin through a fiber only 200-300 µm wide, so it reaches the deeper layers where laxity starts while the surface stays intact. The laser is FDA-cleared, and the treatment needs only local anesthesia.</p>`,
  },
  {
    number: 3,
    question: 'How long does each treatment take?',
    ans: `<p>Sessions last 30 to 90 minutes, depending on the area:</p>
<ul>
  <li>Lower eyelid: 20-30 minutes</li>
  <li>Under-chin, mandibular contour, neck and lower face: 30-45 minutes</li>
  <li>Tummy and under arm: 40-60 minutes</li>
</ul>
<p>Combined areas can take up to 2 hours.</p>`,
  },
  {
    number: 4,
    question: 'Can I treat more than one area at once?',
    ans: `<p>Yes, in many cases. Combining neighboring areas, such as the jawline and neck, gives a more even result and a single recovery period. We plan the total time and dose carefully so the session stays comfortable and safe.</p>`,
  },
  {
    number: 5,
    question: 'Is the treatment painful?',
    ans: `<p>The area is numbed with local anesthesia before we start. Most patients feel warmth and light pressure; the numbing injections are usually the only sharp sensation. No general anesthesia is used.</p>`,
  },
  {
    number: 6,
    question: 'How soon can I return to normal life?',
    ans: `<p>Most people go back to work within 24-48 hours. Swelling peaks at about 48 hours and fades over 5-10 days. You can walk from day one and return to high-intensity workouts after 72 hours.</p>`,
  },
  {
    number: 7,
    question: 'What side effects are possible?',
    ans: `<ul>
  <li>Swelling, bruising, redness and tenderness, lasting 1-14 days</li>
  <li>Temporary numbness or a feeling of tightness</li>
  <li>Tiny marks where the fiber entered, which fade</li>
  <li>Rarely, nerve irritation, which resolves in 3-6 months</li>
</ul>`,
  },
  {
    number: 8,
    question: 'When will I see the final result?',
    ans: `<p>You may notice some tightening right away. The main change comes from new collagen, so full results appear in 3 to 6 months and can keep improving for up to 12 months.</p>`,
  },
  {
    number: 9,
    question: 'How long do results last?',
    ans: `<p>Results last 1 to 5 years: about 1-2 years for many patients and up to 5 years for some. Sun protection with SPF 30+, a stable weight and healthy habits help your result last. Results vary.</p>`,
  },
  {
    number: 10,
    question: 'Will I need a second session?',
    ans: `<p>Many patients need only one. If your skin is looser to begin with, a second session may be suggested after 4 to 6 months. A touch-up after 6-12 months is optional and can refine the result.</p>`,
  },
  {
    number: 11,
    question: 'How should I prepare for my appointment?',
    ans: `<ol>
  <li>Avoid chemical peels and resurfacing treatments for at least 2 weeks.</li>
  <li>Tell us about every medicine and supplement you take; we will advise on anything that affects bruising, together with your doctor.</li>
  <li>Skip alcohol for 24 hours and arrive with clean skin.</li>
  <li>Arrange your diary so you can take it easy for 24-48 hours.</li>
</ol>`,
  },
  {
    number: 12,
    question: 'How much does treatment cost?',
    ans: `<p>In Miami, Endolift costs $3,500 to $6,000 on average. The price depends on the area, its size and whether areas are combined. After your free consultation you receive a clear written quote. Call us on <a href="${clinic.phoneHref}">${clinic.phone}</a> with any question.</p>`,
  },
];

export const treatmentsPage: TreatmentsPageContent = {
  hero: {
    image: '/images/heroes/treatments.svg',
    sub_title: 'Endolift Treatments',
    title: 'Laser Skin Tightening for Face and Body',
    content:
      'One FDA-cleared laser technology, eight treatment areas. Each plan is tailored to your skin, your goals and your schedule.',
    points: [
      'Sessions of 30 to 90 minutes',
      'Local anesthesia only',
      'Full results in 3 to 6 months',
    ],
    info: 'Not sure which area to choose? Book a free consultation.',
  },
  heading: 'Treatments that Actually Work!',
  intro:
    'Endolift tightens skin from the inside, using a 1470 nm diode laser and a hair-fine fiber placed just beneath the surface. Sessions take 20 to 90 minutes depending on the area. Choose an area to see before-and-after photos, what to expect on the day and the post-care essentials.',
  cards: treatmentCards,
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'What patients ask most before choosing a treatment area.',
    items: treatmentsFaqs,
  },
  consultation: {
    title: 'Book a Free Consultation',
    intro: `Meet ${clinic.practitioner.name} in person, by phone or by FaceTime, and leave with a personalized plan.`,
  },
};
