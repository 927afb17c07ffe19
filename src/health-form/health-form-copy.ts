/**
 * The health form's words in English (health-form-copy.es.ts is the Spanish twin): the questions,
 * the photo consent's choices and every version of the consent text, in plain language. The server
 * prints them on the signed PDF and the account's page shows them.
 */
import type { ConsentVersion, PhotoConsent, TextQuestion, YesNoQuestion } from './health-form-shape';

export interface ConsentText {
  title: string;
  paragraphs: string[];
}

export interface HealthFormCopy {
  title: string;
  intro: string;
  yes: string;
  no: string;
  questions: Record<YesNoQuestion, string>;
  textQuestions: Record<TextQuestion, { label: string; hint: string }>;
  photoConsent: { legend: string; options: Record<PhotoConsent, string> };
  consents: Record<ConsentVersion, ConsentText>;
  signature: { label: string; hint: string };
  /** the PDF's own lines */
  pdf: { version: string; signedBy: string; signedAt: string; consentVersion: string; fingerprint: string; none: string };
}

export const healthFormCopy: HealthFormCopy = {
  title: 'Health form and consent',
  intro: 'Before your treatment, please answer these questions honestly. They help the doctor decide whether the laser treatment is safe for you. Only the clinic can read your answers.',
  yes: 'Yes',
  no: 'No',
  questions: {
    pregnant: 'Are you pregnant, trying to get pregnant, or breastfeeding?',
    bloodThinners: 'Do you take blood thinners (such as warfarin, apixaban, clopidogrel or daily aspirin)?',
    bleedingDisorder: 'Do you have a bleeding or clotting disorder, or do you bruise very easily?',
    keloids: 'Have you ever had raised, thick scars (keloids) after a cut or surgery?',
    skinInfection: 'Do you have a skin infection, cold sore, rash or open wound in the area to be treated?',
    isotretinoin: 'Have you taken isotretinoin (Accutane, Roaccutane) in the last 6 months?',
    fillersOrThreads: 'Have you had fillers or threads in the area to be treated in the last 6 months?',
    anaestheticAllergy: 'Have you ever reacted badly to a local anaesthetic (such as lidocaine) at the dentist or elsewhere?',
    implantedDevice: 'Do you have a pacemaker, defibrillator or other implanted electronic device?',
    diabetes: 'Do you have diabetes?',
    autoimmune: 'Do you have an autoimmune condition (such as lupus, rheumatoid arthritis or scleroderma)?',
  },
  textQuestions: {
    medications: { label: 'Medicines you take', hint: 'Prescription, over the counter, vitamins and supplements. Leave empty if none.' },
    allergies: { label: 'Allergies', hint: 'Medicines, latex, foods or anything else. Leave empty if none.' },
  },
  photoConsent: {
    legend: 'Photos of the treated area',
    options: {
      none: 'No photos, please',
      record: 'Photos for my medical record only',
      marketing: 'Photos for my medical record, and anonymised photos (no face, no name) in the clinic’s before-and-after material',
    },
  },
  consents: {
    'consent-2026-11': {
      title: 'Consent to treatment',
      paragraphs: [
        'I agree to be treated with a 1470 nm laser placed under the skin through a very thin fibre, after local anaesthetic, by the clinic’s doctor.',
        'The doctor has explained what the treatment does, what results are usual, and that results differ from person to person and are not guaranteed.',
        'I understand the common effects: swelling, bruising, redness, tenderness and numbness for a few days or weeks. Less common: burns, changes in skin colour, lumps, infection, scarring or nerve irritation.',
        'I have answered the health questions truthfully and completely. I will tell the clinic if anything changes before my treatment.',
        'I may ask questions at any time, and I may change my mind and stop before or during the treatment.',
      ],
    },
  },
  signature: { label: 'Type your full name to sign', hint: 'Typing your name here has the same meaning as signing by hand.' },
  pdf: { version: 'Version', signedBy: 'Signed by', signedAt: 'Signed on', consentVersion: 'Consent text', fingerprint: 'SHA-256 of what was signed', none: 'None' },
};
