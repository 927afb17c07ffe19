/**
 * The three tab groups of the FAQ page (treatment 4, results 4, post-treatment 5), numbered
 * 1..13 continuously by allFaqs() for the 'View all' tab.
 */
import type { FaqGroups, FaqItem, Tuple } from './types';
import { faqGroupLabels } from './faq-group-labels';

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
  treatment_faq: { label: faqGroupLabels.treatment_faq, items: treatmentFaqs },
  results_faq: { label: faqGroupLabels.results_faq, items: resultsFaqs },
  post_treatment_faq: { label: faqGroupLabels.post_treatment_faq, items: postTreatmentFaqs },
};

/** The 'View all' tab: the three groups in order, renumbered 1..13 continuously. */
export function allFaqs(): FaqItem[] {
  return [...treatmentFaqs, ...resultsFaqs, ...postTreatmentFaqs].map((item, index) => ({
    ...item,
    number: index + 1,
  }));
}
