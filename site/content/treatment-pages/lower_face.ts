/** /treatments/lower_face: Lower Face & Jawline, the most detailed treatment page. */
import { clinic } from '../../../src/config/clinic';
import type { TreatmentPages } from '../types';

export const lowerFace: TreatmentPages['lower_face'] = {
  slug: 'lower_face',
  name: 'Lower Mid Face',
  path: '/treatments/lower_face',
  hero: {
    title: 'Lower Face & Jawline',
    bg_image: '/images/heroes/lower_face-bg.svg',
    sub_title: 'Endolift Lower Mid Face',
    content:
      'Lift the lower cheeks, soften smile lines and redefine the jawline with a 30-45 minute laser treatment under local anesthesia.',
  },
  intro:
    'The lower and mid face carries much of what we read as age: softening cheeks, deeper smile lines and a jawline that loses its edge. Endolift treats these changes from beneath the skin, using an FDA-cleared 1470 nm diode laser delivered through an optical fiber 200-300 µm wide. The tissue contracts, small fat deposits soften and collagen renewal begins, for a fresher, more defined lower face without surgery.',
  benefits: {
    title: 'Why Choose It?',
    intro: 'A considered option for early to moderate changes in the lower face.',
    items: [
      {
        benifit_title: 'Lift without surgery',
        benifit_content:
          'No incisions, no general anesthesia and no visible scars: only a few tiny entry points.',
      },
      {
        benifit_title: 'Definition where it matters',
        benifit_content:
          'The jawline, lower cheeks and the area beside the mouth are treated as one harmonious zone.',
      },
      {
        benifit_title: 'Natural expression',
        benifit_content:
          'Endolift tightens tissue rather than freezing or filling it, so your expressions stay your own.',
      },
      {
        benifit_title: 'Short recovery',
        benifit_content:
          'Most people return to work within 24-48 hours and to intense exercise after 72 hours.',
      },
      {
        benifit_title: 'Results that build',
        benifit_content:
          'Full results appear in 3 to 6 months and can keep improving for up to 12 months.',
      },
    ],
  },
  quickFacts: {
    title: 'A complete guide for patients',
    intro: 'The essentials of lower face and jawline treatment at a glance.',
    items: [
      { quick_title: 'Time', quick_info: '30-45 minutes' },
      { quick_title: 'Anesthesia', quick_info: 'Local anesthesia or numbing only' },
      {
        quick_title: 'Downtime',
        quick_info: 'Back to work in 24-48 hours; swelling peaks at 48 hours and fades in 5-10 days',
      },
      {
        quick_title: 'First visible change',
        quick_info: 'Some tightening straight away; clear change from about 3 months',
      },
      {
        quick_title: 'Longevity',
        quick_info: 'About 1-2 years, up to 5 years; touch-up after 6-12 months if wished',
      },
    ],
    note: 'Most people have mild swelling or bruising that subsides within a week.',
  },
  candidates: {
    title: 'Ideal Candidate versus Hold Off',
    left_title: 'Ideal candidate',
    right_title: 'Better to hold off',
    left_points: [
      'Early to moderate sagging of the lower cheeks or jawline',
      'Smile lines that are deepening as the cheeks soften',
      'Good general health and a stable weight',
      'Realistic expectations of a gradual, natural result',
    ],
    right_points: [
      'Pregnancy or breastfeeding',
      'Active acne, cold sores or infection on the lower face',
      'Fillers or threads placed in the area within the last few weeks',
      'Heavy skin excess that would be better served by a facelift',
    ],
  },
  howItWorks: {
    title: 'How Does It Work?',
    intro: 'One session, three steps, all beneath the surface of the skin.',
    cards: [
      {
        number: 1,
        card_title: 'Plan and numb',
        card_content:
          'We map the lower cheeks, smile-line area and jawline, then numb them with local anesthesia.',
      },
      {
        number: 2,
        card_title: 'Tighten from within',
        card_content:
          'The 200-300 µm fiber delivers 1470 nm laser energy under the skin, contracting the supporting tissue and softening small fat deposits.',
      },
      {
        number: 3,
        card_title: 'Renew over months',
        card_content:
          'Your own collagen rebuilds the support of the lower face, with results peaking at 3 to 6 months.',
      },
    ],
  },
  steps: {
    title: 'What to expect',
    intro: 'From your consultation to your final result, step by step.',
    image: '/images/treatments/lower_face-what-to-expect.svg',
    imageAlt: 'Practitioner reviewing the lower face and jawline with a patient before treatment',
    items: [
      {
        title: 'Consultation',
        description: `${clinic.practitioner.name} assesses your skin, takes photos and agrees a personal plan and quote with you.`,
      },
      {
        title: 'Treatment day',
        description:
          'After numbing, the treatment takes 30-45 minutes. You rest briefly and go home the same day.',
      },
      {
        title: 'First 48 hours',
        description:
          'Swelling builds and peaks at about 48 hours. Keep your head raised, use cool compresses and avoid heat.',
      },
      {
        title: 'First week',
        description:
          'Most people have mild swelling or bruising that subsides within a week; you can usually return to work within 24-48 hours.',
      },
      {
        title: 'Months 3 to 12',
        description:
          'Collagen renewal shows as a firmer, more defined lower face. We review your result at your follow-up visit.',
      },
    ],
  },
  checklist: {
    title: 'Pre-Treatment Checklist',
    rows: [
      {
        timing: '2 weeks before',
        avoid: 'Chemical peels, resurfacing lasers and new fillers or threads in the lower face',
        why: 'Calm, settled tissue heals evenly and lets us judge the result accurately.',
      },
      {
        timing: '1 week before',
        avoid: 'Fish oil, vitamin E and similar supplements, if your doctor agrees',
        why: 'They can increase bruising.',
      },
      {
        timing: '24 hours before',
        avoid: 'Alcohol',
        why: 'It makes swelling and bruising more likely.',
      },
      {
        timing: 'On the day',
        avoid: 'Make-up and skin-care products on the lower face',
        why: 'Clean skin lowers the risk of infection and allows precise marking.',
      },
    ],
  },
  resultsLongevity: {
    title: 'Results & Longevity',
    paragraphs: [
      'Many patients see some tightening as soon as the swelling settles. The main change comes from new collagen, so full results appear in 3 to 6 months and can keep improving for up to 12 months.',
      'Results last about 1-2 years for many patients and up to 5 years for some. Age, skin quality, sun exposure and weight changes all play a part, and results vary from person to person.',
    ],
    points: [
      'A second session may be suggested after 4 to 6 months if your skin is looser to begin with.',
      'An optional touch-up after 6-12 months can refresh the result.',
      'Daily SPF 30+ and a stable weight help protect your investment.',
    ],
  },
  safety: {
    title: 'Safety & Side-Effects',
    intro: 'Endolift has a reassuring safety profile when performed by an experienced practitioner.',
    paragraphs: [
      'The 1470 nm laser used is FDA-cleared, and the treatment is done under local anesthesia, avoiding the risks of general anesthesia. Side effects are usually mild and last 1-14 days.',
      'Rarely, a nearby nerve can be irritated, which may cause tingling or a temporary change in sensation or in the smile. This resolves in 3-6 months. Call us promptly if anything worries you after treatment.',
    ],
    points: [
      'Swelling, peaking at 48 hours and fading in 5-10 days',
      'Mild bruising or redness',
      'Tenderness, tightness or temporary numbness',
      'Tiny marks at the entry points, which fade',
    ],
  },
  faq: {
    title: 'Lower Face & Jawline FAQs',
    items: [
      {
        number: 1,
        question: 'Can Endolift replace a facelift?',
        ans: `<p>Not for everyone. For early to moderate sagging it can deliver a visible lift with far less downtime. A facelift remains the better option for heavy skin excess, and we will tell you honestly which suits you.</p>`,
      },
      {
        number: 2,
        question: 'Will my face look different or "done"?',
        ans: `<p>No. Endolift tightens your own tissue and builds collagen gradually, so you look like yourself, only fresher and more defined.</p>`,
      },
      {
        number: 3,
        question: 'How long does the treatment take?',
        ans: `<p>About 30-45 minutes for the lower face and jawline, plus time for numbing and photos.</p>`,
      },
      {
        number: 4,
        question: 'What should I avoid afterwards?',
        ans: `<ul>
  <li>Heat (saunas, steam, hot yoga) for 72 hours</li>
  <li>High-intensity workouts for 72 hours</li>
  <li>Peels and resurfacing for at least 2 weeks</li>
  <li>Sun without a broad-spectrum SPF 30+</li>
</ul>`,
      },
      {
        number: 5,
        question: 'Can I combine it with fillers or other treatments?',
        ans: `<p>Often yes, with the right timing. We usually leave a gap of a few weeks between Endolift and fillers or threads in the same area, and plan the order with you at your consultation.</p>`,
      },
    ],
  },
  cta: {
    title: 'Rediscover Your Jawline',
    html: `<p>Book a free consultation with ${clinic.practitioner.name}, or call <a href="${clinic.phoneHref}">${clinic.phone}</a>. We will assess your lower face and explain what you can realistically expect.</p>`,
    button_label: 'Book a free consultation',
    button_link: '/consultation',
  },
};
