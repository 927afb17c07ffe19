/** /treatments/tummy: tummy skin tightening, with its 'Why choose Endolift' section. */
import { clinic } from '../../../src/config/clinic';
import type { TreatmentPages } from '../types';

export const tummy: TreatmentPages['tummy'] = {
  slug: 'tummy',
  name: 'Tummy Skin Tightening',
  path: '/treatments/tummy',
  hero: {
    image: '/images/heroes/tummy.svg',
    sub_title: 'Endolift Tummy Skin Tightening',
    title: 'Firmer Tummy Skin, No Tummy Tuck',
    content:
      'Tighten lax abdominal skin after weight loss or pregnancy with a 40-60 minute laser session under local anesthesia.',
    points: ['40-60 minute session', 'Local anesthesia only', 'Back to work in 24-48 hours'],
    info: 'Best suited to a BMI under about 30.',
  },
  intro:
    'After pregnancy or weight loss, the skin of the abdomen does not always recover its firmness, and exercise alone cannot tighten it. Endolift delivers an FDA-cleared 1470 nm diode laser beneath the skin through a 200-300 µm fiber, contracting loose tissue, softening small fat deposits and starting collagen renewal, so the tummy looks smoother and firmer without surgery.',
  benefits: {
    title: 'Benefits for the Tummy',
    items: [
      {
        benifit_title: 'Smoother, firmer skin',
        benifit_content:
          'Tissue contraction and new collagen improve looseness and crepey texture around the navel.',
      },
      {
        benifit_title: 'Small fat deposits softened',
        benifit_content:
          'Laser heat can reduce small, stubborn pockets that resist diet and exercise.',
      },
      {
        benifit_title: 'No long scar',
        benifit_content:
          'Unlike a tummy tuck, there is no incision across the abdomen, only a few tiny entry points.',
      },
      {
        benifit_title: 'Back to routine quickly',
        benifit_content:
          'Most patients return to work within 24-48 hours and to intense training after 72 hours.',
      },
    ],
  },
  whyChoose: {
    title: 'Why choose Endolift',
    intro: 'For the right candidate, Endolift offers a middle ground between creams and surgery.',
    items: [
      {
        benifit_title: 'Non-surgical',
        benifit_content:
          'No general anesthesia, no drains and no weeks off work: only local numbing and a short recovery.',
      },
      {
        benifit_title: 'Works beneath the surface',
        benifit_content:
          'The fiber treats the deeper layers directly, where surface devices cannot reach.',
      },
      {
        benifit_title: 'Natural-looking change',
        benifit_content:
          'Results build over 3 to 6 months as your own collagen forms, for a gradual improvement.',
      },
      {
        benifit_title: 'Experienced hands',
        benifit_content: `Treatment is performed by ${clinic.practitioner.name}, with ${clinic.practitioner.yearsExperience} years of experience and ${clinic.practitioner.procedures} procedures.`,
      },
    ],
  },
  quickFacts: {
    title: 'Quick Facts',
    items: [
      { quick_title: 'Session length', quick_info: '40-60 minutes (often about 45 minutes)' },
      { quick_title: 'Anesthesia', quick_info: 'Local anesthesia or numbing only' },
      { quick_title: 'Back to work', quick_info: '24-48 hours' },
      { quick_title: 'Intense exercise', quick_info: 'After 72 hours' },
      { quick_title: 'Full results', quick_info: '3 to 6 months' },
      { quick_title: 'Ideal BMI', quick_info: 'Under about 30' },
    ],
  },
  candidates: {
    title: 'Ideal Candidates',
    left_title: 'A good fit if you',
    right_title: 'Who should wait',
    left_points: [
      'Have mild to moderate loose skin on the abdomen',
      'Have a BMI under about 30 and a stable weight',
      'Have finished pregnancies or are at least several months past your last one and no longer breastfeeding',
      'Want improvement without a tummy tuck',
    ],
    right_points: [
      'Are pregnant, breastfeeding or planning a pregnancy soon',
      'Are still losing weight',
      'Have a hernia or separated abdominal muscles that need a medical opinion',
      'Have a large overhanging fold of skin, which is better treated surgically',
    ],
  },
  howItWorks: {
    title: 'How It Works',
    cards: [
      {
        number: 1,
        card_title: 'Assessment and marking',
        card_content:
          'We assess your skin and mark the area standing up, then numb it with local anesthesia.',
      },
      {
        number: 2,
        card_title: 'Laser treatment',
        card_content:
          'A 200-300 µm fiber delivers 1470 nm laser energy in a fan pattern beneath the skin, tightening tissue and softening fat.',
      },
      {
        number: 3,
        card_title: 'Collagen rebuilds',
        card_content:
          'Over 3 to 6 months the skin firms as new collagen forms; improvement can continue up to 12 months.',
      },
    ],
  },
  steps: {
    title: 'Post-Care Essentials',
    items: [
      {
        title: 'Wear your support garment',
        description:
          'If we give you a compression garment, wear it as advised; it helps with comfort and swelling.',
      },
      {
        title: 'Keep moving gently',
        description:
          'Walk from day one. Wait 72 hours before high-intensity workouts and core training.',
      },
      {
        title: 'Avoid heat for 72 hours',
        description: 'No saunas, steam rooms, hot tubs or hot yoga for 72 hours.',
      },
      {
        title: 'Expect some swelling',
        description:
          'Swelling peaks at 48 hours and fades in 5-10 days; bruising or tenderness lasts 1-14 days.',
      },
      {
        title: 'Protect the skin',
        description: 'Use SPF 30+ on exposed skin, especially at the beach or pool.',
      },
    ],
  },
  checklist: {
    title: 'Pre-Treatment Checklist',
    rows: [
      {
        timing: '2 weeks before',
        avoid: 'Peels, resurfacing treatments and waxing on the abdomen',
        why: 'The skin should be calm and intact before laser treatment.',
      },
      {
        timing: '1 week before',
        avoid: 'Blood-thinning supplements such as fish oil, if your doctor agrees',
        why: 'To reduce bruising.',
      },
      {
        timing: '24 hours before',
        avoid: 'Alcohol and heavy meals',
        why: 'You will be more comfortable lying still, with less swelling.',
      },
      {
        timing: 'On the day',
        avoid: 'Body lotions and tight waistbands',
        why: 'Clean skin allows accurate marking; loose clothing is more comfortable afterwards.',
      },
    ],
  },
  faq: {
    title: 'Tummy FAQs',
    items: [
      {
        number: 1,
        question: 'Is Endolift an alternative to a tummy tuck?',
        ans: `<p>For mild to moderate laxity, yes. If you have a large overhanging fold of skin or separated abdominal muscles, a tummy tuck may give a better result and we will tell you so.</p>`,
      },
      {
        number: 2,
        question: 'Why does BMI matter?',
        ans: `<p>Endolift tightens skin and treats small fat deposits; it is not a weight-loss treatment. Patients with a BMI under about 30 and a stable weight tend to see the clearest result.</p>`,
      },
      {
        number: 3,
        question: 'How long is the session?',
        ans: `<p>Usually 40-60 minutes, depending on the size of the area; many sessions take about 45 minutes.</p>`,
      },
      {
        number: 4,
        question: 'Will I need more than one session?',
        ans: `<p>Sometimes. The abdomen is a larger area, so a second session may be suggested after 4 to 6 months if your skin is looser to begin with.</p>`,
      },
      {
        number: 5,
        question: 'Can it help with stretch marks?',
        ans: `<p>Firmer skin can make stretch marks look a little softer, but Endolift is not a stretch-mark treatment. Results vary, and we will discuss other options if this is your main concern.</p>`,
      },
    ],
  },
  cta: {
    title: 'Feel Confident in Your Skin',
    html: `<p>Book a free consultation or call <a href="${clinic.phoneHref}">${clinic.phone}</a>. We will check whether tummy skin tightening suits you and give you a clear plan.</p>`,
    button_label: 'Book a free consultation',
    button_link: '/consultation',
  },
};
