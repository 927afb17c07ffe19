/** /treatments/neck: neck skin tightening. */
import { clinic } from '../../../src/config/clinic';
import type { TreatmentPages } from '../types';

export const neck: TreatmentPages['neck'] = {
  slug: 'neck',
  name: 'Neck',
  path: '/treatments/neck',
  hero: {
    image: '/images/heroes/neck.svg',
    sub_title: 'Endolift Neck',
    title: 'A Smoother, Firmer Neck',
    content:
      'Tighten loose or crepey neck skin and soften early bands with a 30-45 minute laser treatment, with no incisions and only local numbing.',
    points: ['30-45 minute session', 'Local anesthesia only', 'Back to work in 24-48 hours'],
    info: 'Results last about 1-2 years, up to 5.',
  },
  intro:
    'Neck skin is thin and shows sun damage and laxity early, often before the face does. Endolift treats it from beneath the surface: an FDA-cleared 1470 nm diode laser, delivered through a fiber 200-300 µm wide, contracts the tissue and stimulates collagen, so the neck looks smoother and better supported.',
  benefits: {
    title: 'Benefits for the Neck',
    items: [
      {
        benifit_title: 'Less crepiness',
        benifit_content:
          'Collagen renewal improves the texture of thin, crepey neck skin over 3 to 6 months.',
      },
      {
        benifit_title: 'Softer neck bands',
        benifit_content: 'Tighter skin can make early vertical bands less visible.',
      },
      {
        benifit_title: 'Balanced with the face',
        benifit_content:
          'A firmer neck keeps pace with facial treatments, so the face and neck look the same age.',
      },
      {
        benifit_title: 'Minimal interruption',
        benifit_content:
          'Most people return to work within 24-48 hours; swelling fades in 5-10 days.',
      },
    ],
  },
  quickFacts: {
    title: 'Quick Facts',
    items: [
      { quick_title: 'Session length', quick_info: '30-45 minutes' },
      { quick_title: 'Anesthesia', quick_info: 'Local anesthesia or numbing only' },
      { quick_title: 'Back to work', quick_info: '24-48 hours' },
      { quick_title: 'Swelling', quick_info: 'Peaks at 48 hours, fades in 5-10 days' },
      { quick_title: 'Full results', quick_info: '3 to 6 months, improving up to 12 months' },
      { quick_title: 'Longevity', quick_info: 'About 1-2 years, up to 5 years' },
    ],
  },
  candidates: {
    title: 'Ideal Candidates',
    left_title: 'A good fit if you',
    right_title: 'Who should wait',
    left_points: [
      'Have mild to moderate neck laxity or crepey skin',
      'Notice early neck bands or a softer chin-neck angle',
      'Are in good health and at a stable weight',
    ],
    right_points: [
      'Are pregnant or breastfeeding',
      'Have a thyroid condition under active treatment (we check with your doctor)',
      'Have skin infection, irritation or a wound on the neck',
      'Have very loose skin that may need a surgical neck lift',
    ],
  },
  howItWorks: {
    title: 'How It Works',
    cards: [
      {
        number: 1,
        card_title: 'Comfortable numbing',
        card_content:
          'The neck is cleaned and numbed with local anesthesia; you remain awake and relaxed.',
      },
      {
        number: 2,
        card_title: 'Laser under the skin',
        card_content:
          'A 200-300 µm fiber moves beneath the neck skin while the 1470 nm laser contracts the tissue.',
      },
      {
        number: 3,
        card_title: 'Renewal over months',
        card_content:
          'Fresh collagen firms and smooths the neck, with full results in 3 to 6 months.',
      },
    ],
  },
  steps: {
    title: 'Post-Care Essentials',
    items: [
      {
        title: 'Sleep slightly raised',
        description:
          'For the first two nights, sleep with your head raised to reduce swelling, which peaks at about 48 hours.',
      },
      {
        title: 'No heat or hard workouts for 72 hours',
        description:
          'Avoid saunas, steam and hot yoga, and wait 72 hours before high-intensity exercise.',
      },
      {
        title: 'Be gentle with the neck',
        description:
          'Avoid tight collars and heavy necklaces while any tenderness lasts (usually 1-14 days).',
      },
      {
        title: 'Daily sun protection',
        description: 'Apply a broad-spectrum SPF 30+ to the neck every day.',
      },
    ],
  },
  checklist: {
    title: 'Pre-Treatment Checklist',
    rows: [
      {
        timing: '2 weeks before',
        avoid: 'Peels, resurfacing and strong retinoid or acid products on the neck',
        why: 'Neck skin is thin; it should be calm and intact before treatment.',
      },
      {
        timing: '1 week before',
        avoid: 'Supplements that thin the blood, if your doctor agrees',
        why: 'To reduce the chance of bruising.',
      },
      {
        timing: '24 hours before',
        avoid: 'Alcohol',
        why: 'It makes swelling and bruising more likely.',
      },
      {
        timing: 'On the day',
        avoid: 'Necklaces, lotions and self-tanner on the neck',
        why: 'Clean, bare skin lets us mark and treat the area safely.',
      },
    ],
  },
  faq: {
    title: 'Neck FAQs',
    items: [
      {
        number: 1,
        question: 'Can Endolift help "tech neck" lines?',
        ans: `<p>It can improve skin firmness and texture, which may soften horizontal lines, but deep etched lines often need a combination of treatments. We will suggest the best plan for you.</p>`,
      },
      {
        number: 2,
        question: 'How long does a neck session take?',
        ans: `<p>About 30-45 minutes, or longer when combined with the under-chin or jawline.</p>`,
      },
      {
        number: 3,
        question: 'Will there be visible marks?',
        ans: `<p>The fiber enters through tiny points that usually fade quickly. Swelling and any bruising settle within 1-14 days.</p>`,
      },
      {
        number: 4,
        question: 'When will I see the result?',
        ans: `<p>Some tightening may show right away. Full results appear in 3 to 6 months and can keep improving for up to 12 months.</p>`,
      },
    ],
  },
  cta: {
    title: 'Love Your Neckline Again',
    html: `<p>Book a free consultation, or call <a href="${clinic.phoneHref}">${clinic.phone}</a> to ask whether Endolift suits your neck.</p>`,
    button_label: 'Book a free consultation',
    button_link: '/consultation',
  },
};
