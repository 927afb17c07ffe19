/** /treatments/under_arm: upper-arm and under-arm skin tightening. */
import { clinic } from '../../../src/config/clinic';
import type { TreatmentPages } from '../types';

export const underArm: TreatmentPages['under_arm'] = {
  slug: 'under_arm',
  name: 'Under Arm',
  path: '/treatments/under_arm',
  hero: {
    image: '/images/heroes/under_arm.svg',
    sub_title: 'Endolift Under Arm',
    title: 'Toned Arms, Confident Sleeves',
    content:
      'Tighten loose skin on the back of the upper arms with a 40-60 minute laser session under local anesthesia, with no arm-lift scar.',
    points: ['40-60 minute session', 'Local anesthesia only', 'Back to work in 24-48 hours'],
    info: 'Full results in 3 to 6 months.',
  },
  intro:
    'Loose skin on the back of the upper arms is common after weight loss and with age, and it rarely responds to exercise alone. Endolift delivers an FDA-cleared 1470 nm diode laser through a 200-300 µm fiber beneath the skin, tightening the tissue and softening small fat deposits, so the arms look smoother and more toned.',
  benefits: {
    title: 'Benefits for the Arms',
    items: [
      {
        benifit_title: 'Firmer upper arms',
        benifit_content: 'Tissue contraction and new collagen reduce mild to moderate looseness.',
      },
      {
        benifit_title: 'No long scar',
        benifit_content:
          'An arm lift leaves a scar along the arm; Endolift needs only a few tiny entry points.',
      },
      {
        benifit_title: 'Both arms in one visit',
        benifit_content: 'Both arms are usually treated in a single 40-60 minute session.',
      },
      {
        benifit_title: 'Quick recovery',
        benifit_content: 'Most people are back at work within 24-48 hours.',
      },
    ],
  },
  quickFacts: {
    title: 'Quick Facts',
    items: [
      { quick_title: 'Time', quick_info: '40-60 minutes for both arms' },
      { quick_title: 'Anesthesia', quick_info: 'Local anesthesia or numbing only' },
      { quick_title: 'Downtime', quick_info: 'Back to work in 24-48 hours; swelling fades in 5-10 days' },
      {
        quick_title: 'First visible change',
        quick_info: 'Some tightening right away; full results in 3 to 6 months',
      },
      { quick_title: 'Longevity', quick_info: 'About 1-2 years, up to 5 years' },
    ],
  },
  candidates: {
    title: 'Ideal Candidates',
    left_title: 'A good fit if you',
    right_title: 'Who should wait',
    left_points: [
      'Have mild to moderate loose skin on the upper arms',
      'Are at a stable weight',
      'Want a result without an arm-lift scar',
    ],
    right_points: [
      'Are pregnant or breastfeeding',
      'Are still losing a significant amount of weight',
      'Have lymphedema or a circulation problem in the arms',
      'Have a large hanging fold of skin, which may need surgery',
    ],
  },
  howItWorks: {
    title: 'How It Works',
    cards: [
      {
        number: 1,
        card_title: 'Marking and numbing',
        card_content: 'We mark the area with your arms raised, then numb it with local anesthesia.',
      },
      {
        number: 2,
        card_title: 'Laser beneath the skin',
        card_content:
          'The 200-300 µm fiber delivers 1470 nm laser energy under the skin, contracting tissue and softening fat.',
      },
      {
        number: 3,
        card_title: 'Progressive toning',
        card_content:
          'The arms continue to firm as collagen builds, with results peaking at 3 to 6 months.',
      },
    ],
  },
  steps: {
    title: 'Post-Care Essentials',
    items: [
      {
        title: 'Compression sleeves',
        description:
          'If advised, wear compression sleeves for the first days to support the tissue and ease swelling.',
      },
      {
        title: 'Avoid heavy lifting',
        description:
          'Keep arm workouts light and wait 72 hours before high-intensity training.',
      },
      {
        title: 'Stay cool for 72 hours',
        description: 'Avoid saunas, steam rooms and hot baths for 72 hours.',
      },
      {
        title: 'Sun protection',
        description: 'Apply SPF 30+ to the arms whenever they are exposed.',
      },
    ],
  },
  checklist: {
    title: 'Pre-Treatment Checklist',
    rows: [
      {
        timing: '2 weeks before',
        avoid: 'Peels, waxing and resurfacing on the arms',
        why: 'The skin should be calm and intact.',
      },
      {
        timing: '1 week before',
        avoid: 'Blood-thinning supplements, if your doctor agrees',
        why: 'To reduce the chance of bruising.',
      },
      {
        timing: '24 hours before',
        avoid: 'Alcohol',
        why: 'It increases swelling and bruising.',
      },
      {
        timing: 'On the day',
        avoid: 'Body lotion on the arms and tight sleeves',
        why: 'Clean skin for marking; loose sleeves for comfort afterwards.',
      },
    ],
  },
  faq: {
    title: 'Under Arm FAQs',
    items: [
      {
        number: 1,
        question: 'Is Endolift an alternative to an arm lift?',
        ans: `<p>For mild to moderate laxity, it can be. An arm lift removes skin and leaves a long scar; Endolift tightens the skin you have. Very loose skin usually needs surgery.</p>`,
      },
      {
        number: 2,
        question: 'How long does it take?',
        ans: `<p>About 40-60 minutes for both arms.</p>`,
      },
      {
        number: 3,
        question: 'When can I work out again?',
        ans: `<p>Walking is fine straight away. Wait 72 hours before high-intensity workouts or heavy arm training.</p>`,
      },
      {
        number: 4,
        question: 'How long do results last?',
        ans: `<p>About 1-2 years for many patients and up to 5 years for some, especially with a stable weight. A touch-up after 6-12 months is optional.</p>`,
      },
    ],
  },
  cta: {
    title: 'Ready for Toned Arms?',
    html: `<p>Book a free consultation or call <a href="${clinic.phoneHref}">${clinic.phone}</a> to see whether under-arm tightening is right for you.</p>`,
    button_label: 'Book a free consultation',
    button_link: '/consultation',
  },
};
