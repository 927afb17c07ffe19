/**
 * FAQ data for the core FAQ accordion (site pages and the <clinic-faq> widget):
 * the 15 home questions and the three tab groups of the FAQ page (treatment 4, results 4,
 * post-treatment 5), numbered 1..13 continuously by allFaqs() for the 'View all' tab.
 */
import { clinic } from '../config/clinic';
import type { FaqGroups, FaqItem, HtmlFaqItem, Tuple } from './types';

const practitioner = clinic.practitioner;

export const homeFaqs: Tuple<HtmlFaqItem, 15> = [
  {
    number: 1,
    question: 'What is Endolift?',
    ans: `<p>Endolift is a non-surgical laser skin-tightening treatment. A 1470 nm diode laser delivers gentle energy under the skin through an optical fiber only 200-300 µm wide, about the thickness of a hair, so there are no incisions, no stitches and no general anesthesia. The laser platform we use is FDA-cleared.</p>`,
  },
  {
    number: 2,
    question: 'How does the treatment work?',
    ans: `<p>The fiber is slipped beneath the skin through a tiny entry point made with a fine needle. Its controlled heat then works in three ways:</p>
<ol>
  <li>It contracts the fibrous bands under the skin for an immediate first tightening.</li>
  <li>It stimulates your own collagen and elastin, which keep firming the skin for months.</li>
  <li>It can soften small, stubborn fat pockets in the treated area.</li>
</ol>`,
  },
  {
    number: 3,
    question: 'Who performs my treatment?',
    ans: `<p>Every treatment is performed by ${practitioner.name}, ${practitioner.credentials}, a board-certified family nurse practitioner and our Clinical Director, Lead practitioner and Master Trainer. She brings ${practitioner.yearsExperience} years of experience and ${practitioner.procedures} procedures to every appointment.</p>`,
  },
  {
    number: 4,
    question: 'Which areas can be treated?',
    ans: `<p>Endolift suits small and medium areas where skin has started to loosen, including:</p>
<ul>
  <li>under the chin and along the jawline (mandibular contour)</li>
  <li>the neck</li>
  <li>the lower eyelids</li>
  <li>the lower and mid face</li>
  <li>the upper arms and under-arm area</li>
  <li>the tummy, especially loose skin after weight changes or pregnancy</li>
</ul>
<p>At your consultation we tell you honestly whether your area is a good match.</p>`,
  },
  {
    number: 5,
    question: 'Does it hurt?',
    ans: `<p>The area is numbed with local anesthesia, so most patients feel only warmth, light pressure and the brief sting of the numbing injections. No general anesthesia or sedation is used, and you are awake and comfortable throughout.</p>`,
  },
  {
    number: 6,
    question: 'How long does a session take?',
    ans: `<p>Most sessions last 30 to 90 minutes, depending on the area; larger or combined areas can take up to 2 hours. As a guide:</p>
<ul>
  <li>lower eyelid: 20-30 minutes</li>
  <li>under-chin, jawline (mandibular contour), neck and lower face: 30-45 minutes</li>
  <li>tummy and under-arm: 40-60 minutes</li>
</ul>`,
  },
  {
    number: 7,
    question: 'How much downtime should I expect?',
    ans: `<p>Most people are back at work within 24-48 hours. Swelling usually peaks at around 48 hours and fades over 5-10 days; mild bruising, redness or tenderness can come and go for 1-14 days. Many patients plan the treatment before a weekend.</p>`,
  },
  {
    number: 8,
    question: 'When will I see results?',
    ans: `<p>Some tightening is often visible straight away as the tissue contracts. The real change builds as new collagen forms: full results appear in 3 to 6 months and can keep improving for up to 12 months. Results vary from person to person.</p>`,
  },
  {
    number: 9,
    question: 'How long do results last?',
    ans: `<p>Results last 1 to 5 years. Many patients enjoy about 1-2 years before considering a touch-up, and some keep their result for up to 5 years. Your age, skin quality, sun exposure, weight stability and lifestyle all play a part, because the skin keeps aging naturally.</p>`,
  },
  {
    number: 10,
    question: 'Will I need more than one session?',
    ans: `<p>One session is enough for many patients. If your skin is looser to begin with, a second session may be suggested after 4 to 6 months, once the first result has had time to develop. Some patients choose a touch-up after 6-12 months to refresh or refine the result.</p>`,
  },
  {
    number: 11,
    question: 'What are the possible side effects?',
    ans: `<p>Side effects are usually mild and temporary, lasting from 1 to 14 days:</p>
<ul>
  <li>swelling, which peaks at about 48 hours</li>
  <li>bruising or redness around the treated area</li>
  <li>tenderness, tightness or temporary numbness</li>
  <li>small marks at the fiber entry points</li>
</ul>
<p>Rarely, a nearby nerve can be irritated; this resolves in 3-6 months. We go through every risk with you before you decide.</p>`,
  },
  {
    number: 12,
    question: 'Am I a good candidate?',
    ans: `<p>Good candidates usually:</p>
<ul>
  <li>have mild to moderate skin laxity and do not want surgery</li>
  <li>are in good general health and at a stable weight</li>
  <li>have realistic expectations about a gradual, natural-looking change</li>
</ul>
<p>It is better to wait if you are pregnant or breastfeeding, have an active skin infection in the area, or have a condition that affects healing. Very heavy skin excess may be better served by surgery, and we will say so.</p>`,
  },
  {
    number: 13,
    question: 'How should I prepare?',
    ans: `<ul>
  <li>Avoid chemical peels and other resurfacing treatments for at least 2 weeks before.</li>
  <li>Ask your doctor before pausing any blood-thinning medicine; never stop a prescribed medicine on your own.</li>
  <li>Avoid alcohol for 24 hours before to limit bruising.</li>
  <li>Arrive with clean skin, free of make-up and lotion on the area.</li>
</ul>`,
  },
  {
    number: 14,
    question: 'What aftercare is needed?',
    ans: `<ul>
  <li>Avoid heat (saunas, hot yoga, steam rooms and very hot showers) for 72 hours.</li>
  <li>Wait 72 hours before returning to high-intensity workouts; gentle walking is fine.</li>
  <li>Apply a broad-spectrum SPF 30+ every day, especially in the Miami sun.</li>
  <li>Use cool compresses for swelling and sleep with your head slightly raised after facial areas.</li>
</ul>`,
  },
  {
    number: 15,
    question: 'How much does Endolift cost in Miami?',
    ans: `<p>In Miami the average cost is $3,500 to $6,000. Your price depends on the area, its size, whether areas are combined and whether a second session is advised. You receive a written quote after a free consultation, with no obligation to book.</p>`,
  },
];

export const treatmentFaqs: Tuple<FaqItem, 4> = [
  {
    number: 1,
    question: 'Is Endolift a surgical procedure?',
    answer:
      'No. Endolift is a non-surgical treatment: there are no incisions, no stitches and no general anesthesia. An optical fiber only 200-300 µm wide is guided under the skin through a tiny entry point, and a 1470 nm diode laser gently heats the tissue from within.',
  },
  {
    number: 2,
    question: 'What happens on the day of treatment?',
    answer:
      'We photograph and mark the area, clean the skin and numb it with local anesthesia. The fiber is then moved in a careful fan pattern under the skin while the laser works. You rest for a few minutes afterwards, receive your aftercare plan and go home the same day.',
  },
  {
    number: 3,
    question: 'Will I be asleep?',
    answer:
      'No. Only local anesthesia or numbing is used, so you stay awake and can talk to us throughout. Most patients describe a feeling of warmth and light pressure rather than pain.',
  },
  {
    number: 4,
    question: 'How long does a session take?',
    answer:
      'Sessions last 30 to 90 minutes depending on the area, and up to 2 hours when several areas are treated together. A lower eyelid takes about 20-30 minutes, the under-chin, jawline, neck or lower face 30-45 minutes, and the tummy or under-arm 40-60 minutes.',
  },
];

export const resultsFaqs: Tuple<FaqItem, 4> = [
  {
    number: 1,
    question: 'When will I see my results?',
    answer:
      'Many patients notice some tightening straight away. Because the main change comes from new collagen, full results appear in 3 to 6 months and can keep improving for up to 12 months.',
  },
  {
    number: 2,
    question: 'How long do results last?',
    answer:
      'Results last 1 to 5 years. Many patients enjoy about 1-2 years before a touch-up, and some keep their result for up to 5 years. Sun protection, a stable weight and good skin care help it last.',
  },
  {
    number: 3,
    question: 'Will I need a second session?',
    answer:
      'Often one session is enough. When the skin is looser to begin with, a second session may be suggested after 4 to 6 months, and a touch-up after 6-12 months can refresh the result.',
  },
  {
    number: 4,
    question: 'Are results guaranteed?',
    answer:
      'No honest clinic can guarantee a result: results vary with age, skin quality, genetics and lifestyle. At your consultation we show you realistic before-and-after photos and tell you plainly what Endolift can and cannot do for you.',
  },
];

export const postTreatmentFaqs: Tuple<FaqItem, 5> = [
  {
    number: 1,
    question: 'When can I go back to work?',
    answer:
      'Most people return to work and their normal routine within 24-48 hours. If your job is very physical, plan a little longer before heavy lifting.',
  },
  {
    number: 2,
    question: 'How long do swelling and bruising last?',
    answer:
      'Swelling usually peaks at about 48 hours and fades over 5-10 days. Mild bruising, redness, tenderness or numbness can last from 1 to 14 days. Cool compresses and keeping the area raised help.',
  },
  {
    number: 3,
    question: 'When can I exercise again?',
    answer:
      'Gentle walking is encouraged from the first day. Wait 72 hours before high-intensity workouts, and avoid heat such as saunas, steam rooms and hot yoga for 72 hours as well.',
  },
  {
    number: 4,
    question: 'What skin care should I use afterwards?',
    answer:
      'Keep the area clean, use a gentle moisturizer and apply a broad-spectrum SPF 30+ every day. Avoid peels and other resurfacing treatments for at least 2 weeks, or until we advise otherwise.',
  },
  {
    number: 5,
    question: 'Is there anything rare I should watch for?',
    answer:
      'Rarely, a nearby nerve can be irritated, which may cause tingling or a temporary change in sensation or movement; it resolves in 3-6 months. Call us straight away if you notice increasing pain, heat, redness or anything that worries you.',
  },
];

export const faqGroups: FaqGroups = {
  treatment_faq: { label: 'Treatment', items: treatmentFaqs },
  results_faq: { label: 'Results', items: resultsFaqs },
  post_treatment_faq: { label: 'Post-Treatment', items: postTreatmentFaqs },
};

/** The 'View all' tab: the three groups in order, renumbered 1..13 continuously. */
export function allFaqs(): FaqItem[] {
  return [...treatmentFaqs, ...resultsFaqs, ...postTreatmentFaqs].map((item, index) => ({
    ...item,
    number: index + 1,
  }));
}
