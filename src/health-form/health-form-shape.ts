/**
 * The health form's shape, the same in every language (server/health-forms/ checks answers against
 * it, the account's page draws it): the screening questions a 1470 nm laser treatment needs, each
 * answered yes or no, two free-text answers, the photo consent's choices, and the consent text's
 * versions (the newest is the one she signs now; an earlier one stays readable for whoever agreed to it).
 */
export const YES_NO_QUESTIONS = [
  'pregnant',
  'bloodThinners',
  'bleedingDisorder',
  'keloids',
  'skinInfection',
  'isotretinoin',
  'fillersOrThreads',
  'anaestheticAllergy',
  'implantedDevice',
  'diabetes',
  'autoimmune',
] as const;
export type YesNoQuestion = (typeof YES_NO_QUESTIONS)[number];

export const TEXT_QUESTIONS = ['medications', 'allergies'] as const;
export type TextQuestion = (typeof TEXT_QUESTIONS)[number];

/** the longest free-text answer, in characters */
export const TEXT_ANSWER_MAX = 1000;

export const PHOTO_CONSENTS = ['none', 'record', 'marketing'] as const;
export type PhotoConsent = (typeof PHOTO_CONSENTS)[number];

/** Every consent text ever offered, oldest first; never edited once offered: a new wording is a new version. */
export const CONSENT_VERSIONS = ['consent-2026-11'] as const;
export type ConsentVersion = (typeof CONSENT_VERSIONS)[number];
export const CURRENT_CONSENT_VERSION: ConsentVersion = 'consent-2026-11';

export interface HealthAnswers {
  /** every yes/no question answered */
  yesNo: Record<YesNoQuestion, boolean>;
  /** '' when she has none to list */
  text: Record<TextQuestion, string>;
}

