/**
 * The aftercare mail and the follow-up invitation in English (aftercare-mail.es.ts: Spanish). The
 * aftercare is care, sent once per attended appointment; the invitation is marketing and carries
 * an unsubscribe (server/marketing-mail/). The clinic edits the advice here and in the twin.
 */
import { clinic } from '../../src/config/clinic';
import type { TreatmentArea } from '../../src/config/treatment-areas';

export type AreaId = TreatmentArea['slug'];

export const aftercareMailText = {
  aftercareSubject: `Your aftercare from ${clinic.clinicName}`,
  aftercareLead: 'Thank you for your visit today. Here is how to look after the treated skin over the coming days.',
  /** the advice every treatment shares, one paragraph each */
  general: [
    'For 72 hours: no heat and no high-intensity workouts. That means no sauna, steam room, hot yoga or very hot showers, and no running, spinning or heavy lifting. Walking is fine.',
    'Protect the treated skin with sunscreen of SPF 30 or higher every day, even when it is cloudy, and reapply it when you are outdoors.',
    'No chemical peels, exfoliating acids or scrubs on the treated areas for 2 weeks.',
  ],
  timelineHeading: 'What to expect',
  timeline: [
    'Days 1 to 3: some swelling, tenderness and redness are normal and are usually at their most noticeable.',
    'Days 4 to 14: the swelling settles. Any bruising fades, usually within 7 to 10 days.',
    'Weeks 2 to 12: the skin keeps firming as new collagen forms, so the result keeps improving.',
  ],
  areasHeading: 'For the areas treated today',
  /** one short line of advice for each area the staff marked treated */
  areas: {
    laser_skin: 'Treated skin: wash gently with lukewarm water and a mild cleanser, and pat it dry.',
    under_chin: 'Under the chin: sleep with your head slightly raised for the first two nights to help the swelling go down.',
    mandibular_contour: 'Jawline: sleep with your head slightly raised for the first two nights, and avoid pressing on the jawline.',
    neck: 'Neck: avoid tight collars and scarves for a few days.',
    tummy: 'Tummy: wear loose, soft clothing around the waist for the first week.',
    lower_eyelid: 'Lower eyelids: no eye make-up for 48 hours; a cold compress wrapped in a clean cloth eases puffiness.',
    under_arm: 'Under the arms: no deodorant on the treated skin for 48 hours, and wear loose sleeves.',
    lower_face: 'Lower face: sleep on your back with your head slightly raised for the first two nights.',
  } satisfies Record<AreaId, string>,
  call: `Questions, or swelling that gets worse after day 3? Call us at ${clinic.phone}.`,
  followUpSubject: `Time for your follow-up at ${clinic.clinicName}`,
  followUpLead: 'It has been four months since your treatment: a good time to see your result together and plan what comes next.',
  followUpBook: (bookingLink: string) => `Book your follow-up visit here:\n${bookingLink}`,
  followUpCall: `Or call us at ${clinic.phone} and we will find a time together.`,
  unsubscribe: (pageLink: string) =>
    `You get this invitation because you were treated at ${clinic.clinicName}. To stop invitations like this one, unsubscribe here, use your mail program's unsubscribe button or call us at ${clinic.phone}. Mail about your appointments and your care still comes.\n${pageLink}`,
  hello: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  signature: `${clinic.clinicName}\n${clinic.phone}`,
};
