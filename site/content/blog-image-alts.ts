/**
 * Alternative text of the blog's pictures, which are named after their post's slug; a picture we
 * have no words for is decorative. Only the blog pages load it.
 */
const blogAlts: Record<string, string> = {
  'what-is-endolift-laser-skin-tightening': 'Diagram of skin layers with a thin fiber delivering laser light beneath the surface',
  'endolift-vs-facelift': 'A fine laser fiber on one side and a surgical instrument tray on the other',
  'endolift-recovery-day-by-day': 'A calendar with days 1, 2, 3 and 10 marked beside a cool compress',
  'how-to-prepare-for-endolift': 'A checklist on a clipboard beside a glass of water',
  'endolift-jawline-and-jowls': 'A face in three-quarter view with the jawline traced in a light line',
  'endolift-for-the-neck': 'A smooth neck above a high collar',
  'tummy-skin-after-pregnancy-and-weight-loss': 'A torso in activewear with the abdomen softly highlighted',
  'how-long-does-endolift-last': 'An hourglass beside a timeline from 3 months to 5 years',
  'endolift-lower-eyelid': 'A close-up of an eye with a smooth lower lid',
  'endolift-side-effects-and-safety': 'A shield with a medical cross',
  'endolift-cost-in-miami': 'The Miami skyline with a price tag and a consultation notepad',
  'endolift-and-the-miami-sun': 'A beach umbrella, a sun hat and a bottle of SPF 30+ sunscreen on the sand',
  'endolift-for-upper-arms': 'An arm reaching up, with the back of the upper arm toned',
  'choosing-an-endolift-practitioner': 'A practitioner showing a treatment plan on a tablet to a patient',
  'combining-endolift-with-other-treatments': 'Treatment tools arranged on a tray: a laser fiber, a syringe and a serum bottle',
};

export function blogImageAlt(path: string): string {
  const slug = /^\/images\/blog\/([^/]+)\.svg$/.exec(path)?.[1];
  return (slug && blogAlts[slug]) || '';
}
