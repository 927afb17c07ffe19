/** /treatments/laser_skin: Endolift laser skin tightening in general. */
import { clinic } from '../../../src/config/clinic';
import type { TreatmentPages } from '../types';

export const laserSkin: TreatmentPages['laser_skin'] = {
  slug: 'laser_skin',
  name: 'Laser Skin Tightening',
  path: '/treatments/laser_skin',
  hero: {
    image: '/images/heroes/laser_skin.svg',
    sub_title: 'Endolift Laser Skin Tightening',
    title: 'Tighter Skin from the Inside Out',
    content:
      'A non-surgical laser treatment that firms loose skin on the face and body, using a fiber as fine as a hair and only local anesthesia.',
    points: ['FDA-cleared 1470 nm laser', 'Sessions of 30 to 90 minutes', 'Back to work in 24-48 hours'],
    info: 'Results build over 3 to 6 months and last 1 to 5 years.',
  },
  intro:
    'Endolift laser skin tightening treats mild to moderate laxity where creams cannot reach and where surgery feels like too much. A 1470 nm diode laser delivers controlled heat beneath the skin through an optical fiber 200-300 µm wide, contracting loose tissue straight away and prompting your body to build fresh collagen over the following months.',
  benefits: {
    title: 'Benefits of Laser Skin Tightening',
    intro: 'Why patients choose Endolift over surface treatments or surgery.',
    items: [
      {
        benifit_title: 'No incisions',
        benifit_content:
          'The fiber enters through a tiny needle point, so there are no scars to hide and no stitches to remove.',
      },
      {
        benifit_title: 'Local anesthesia only',
        benifit_content:
          'The area is numbed and you stay awake and comfortable; no general anesthesia or sedation is needed.',
      },
      {
        benifit_title: 'Short recovery',
        benifit_content:
          'Most people return to work within 24-48 hours, with swelling that fades over 5-10 days.',
      },
      {
        benifit_title: 'Natural, gradual change',
        benifit_content:
          'New collagen forms over time, so the result looks like you, only firmer; full results appear in 3 to 6 months.',
      },
      {
        benifit_title: 'Works on face and body',
        benifit_content:
          'The same technology treats the jawline, neck, eyelids, arms and tummy, with settings adapted to each area.',
      },
    ],
  },
  quickFacts: {
    title: 'Quick Facts',
    items: [
      { quick_title: 'Technology', quick_info: 'FDA-cleared 1470 nm diode laser, 200-300 µm fiber' },
      { quick_title: 'Session length', quick_info: '30 to 90 minutes; up to 2 hours for combined areas' },
      { quick_title: 'Anesthesia', quick_info: 'Local anesthesia or numbing only' },
      { quick_title: 'Back to work', quick_info: '24-48 hours' },
      { quick_title: 'Full results', quick_info: '3 to 6 months, improving for up to 12 months' },
      { quick_title: 'Longevity', quick_info: '1 to 5 years; about 1-2 years for many patients' },
    ],
  },
  candidates: {
    title: 'Is It Right for You?',
    left_title: 'Ideal candidates',
    right_title: 'Who should wait',
    left_points: [
      'Adults with mild to moderate skin laxity',
      'People who want a visible change without surgery',
      'Anyone at a stable weight and in good general health',
      'Patients who can allow 3 to 6 months for the full result',
    ],
    right_points: [
      'Pregnant or breastfeeding women',
      'Anyone with an active infection or open wound in the area',
      'People with uncontrolled diabetes or a bleeding disorder',
      'Those with very heavy skin excess, who may be better served by surgery',
    ],
  },
  howItWorks: {
    title: 'How It Works',
    intro: 'Three effects from one gentle, precise treatment.',
    cards: [
      {
        number: 1,
        card_title: 'Precise placement',
        card_content:
          'After local numbing, a 200-300 µm optical fiber is guided under the skin through a tiny entry point.',
      },
      {
        number: 2,
        card_title: 'Controlled heat',
        card_content:
          'The 1470 nm laser gently heats the deeper layers, contracting the fibrous bands that hold the skin and softening small fat deposits.',
      },
      {
        number: 3,
        card_title: 'Collagen renewal',
        card_content:
          'Over the next months your skin produces new collagen, so it keeps firming; results peak at 3 to 6 months.',
      },
    ],
  },
  steps: {
    title: 'Post-Care Essentials',
    intro: 'Simple steps that help you heal comfortably and protect your result.',
    items: [
      {
        title: 'First 48 hours',
        description:
          'Rest, use cool compresses and keep the area raised where possible. Swelling peaks at about 48 hours; this is normal.',
      },
      {
        title: 'First 72 hours',
        description:
          'Avoid heat such as saunas, steam rooms, hot yoga and very hot showers, and postpone high-intensity workouts for 72 hours.',
      },
      {
        title: 'Days 5-10',
        description:
          'Swelling fades over 5-10 days. Mild bruising, tenderness or numbness can come and go for 1-14 days.',
      },
      {
        title: 'Every day',
        description:
          'Protect the treated skin with a broad-spectrum SPF 30+ and keep it well moisturized.',
      },
      {
        title: 'Months 3 to 12',
        description:
          'Your result builds as collagen forms. We review your progress, and a touch-up after 6-12 months is an option if you want it.',
      },
    ],
  },
  checklist: {
    title: 'Pre-Treatment Checklist',
    intro: 'A little preparation helps you bruise less and heal faster.',
    rows: [
      {
        timing: '2 weeks before',
        avoid: 'Chemical peels, laser resurfacing and other aggressive skin treatments',
        why: 'The skin needs to be calm and intact so it heals evenly after the laser.',
      },
      {
        timing: '1 week before',
        avoid: 'Supplements such as fish oil, vitamin E and ginkgo, if your doctor agrees',
        why: 'They can increase bruising. Never stop a prescribed medicine without your doctor.',
      },
      {
        timing: '24 hours before',
        avoid: 'Alcohol',
        why: 'Alcohol widens blood vessels and makes bruising and swelling more likely.',
      },
      {
        timing: 'On the day',
        avoid: 'Make-up, lotions and self-tanner on the area',
        why: 'Clean skin lowers the risk of infection and lets us mark the area accurately.',
      },
    ],
  },
  faq: {
    title: 'Laser Skin Tightening FAQs',
    items: [
      {
        number: 1,
        question: 'Is Endolift the same as a facelift?',
        ans: `<p>No. A facelift removes skin surgically under general anesthesia. Endolift tightens the skin you have, through a hair-fine fiber under local anesthesia, with a much shorter recovery. It suits mild to moderate laxity rather than heavy skin excess.</p>`,
      },
      {
        number: 2,
        question: 'How long is a session?',
        ans: `<p>Between 30 and 90 minutes, depending on the area. A lower eyelid takes about 20-30 minutes; several areas together can take up to 2 hours.</p>`,
      },
      {
        number: 3,
        question: 'When will I see a difference?',
        ans: `<p>Some tightening is often visible straight away. Full results appear in 3 to 6 months and can keep improving for up to 12 months.</p>`,
      },
      {
        number: 4,
        question: 'What are the risks?',
        ans: `<ul>
  <li>Swelling, bruising, redness or tenderness for 1-14 days</li>
  <li>Temporary numbness or tightness</li>
  <li>Rarely, nerve irritation that resolves in 3-6 months</li>
</ul>
<p>We explain every risk at your consultation, before you decide.</p>`,
      },
      {
        number: 5,
        question: 'Will I need more than one session?',
        ans: `<p>Often not. A second session may be suggested after 4 to 6 months if your skin is looser to begin with, and a touch-up after 6-12 months can refresh the result.</p>`,
      },
    ],
  },
  cta: {
    title: 'Find Out What Endolift Can Do for You',
    html: `<p>Book a free consultation with ${clinic.practitioner.name}, or call us on <a href="${clinic.phoneHref}">${clinic.phone}</a>. We will tell you honestly whether laser skin tightening suits your skin.</p>`,
    button_label: 'Book a free consultation',
    button_link: '/consultation',
  },
};
