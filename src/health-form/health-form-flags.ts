/**
 * Which answers call for the practitioner's attention before a 1470 nm laser treatment: the one rule
 * the server stores with each signed version (`flagged`), computes the staff's status from
 * (server/health-forms/health-form-status.ts) and the staff's answers view marks by. Every screening
 * question is a reason to look before treating when answered yes:
 *
 * - pregnancy or breastfeeding, blood thinners, a bleeding disorder: the treatment waits or changes;
 * - keloids, an active infection, isotretinoin within 6 months, fillers or threads in the area:
 *   scarring, spread or damage to what is under the skin;
 * - an allergy to local anaesthetic, an implanted device: what is used in the room changes;
 * - diabetes, an autoimmune condition: slower or unusual healing.
 *
 * The two free-text answers (medicines, allergies) flag nothing on their own: the practitioner reads
 * them when she opens the form, and a word there cannot be judged by a rule.
 */
import { YES_NO_QUESTIONS, type HealthAnswers, type YesNoQuestion } from './health-form-shape';

/** The screening questions whose yes flags the form, in the form's order. */
export const FLAGGING_QUESTIONS: readonly YesNoQuestion[] = YES_NO_QUESTIONS;

/** The questions of these answers that call for attention, in the form's order. */
export const flaggedQuestions = (answers: HealthAnswers): YesNoQuestion[] => FLAGGING_QUESTIONS.filter((q) => answers.yesNo[q] === true);

/** Whether any answer calls for the practitioner's attention before treatment. */
export const isFlagged = (answers: HealthAnswers): boolean => flaggedQuestions(answers).length > 0;

/** What staff see of a form, without its answers: signed and nothing to look at, signed with something to look at, or not signed yet. */
export const HEALTH_FORM_STATUSES = ['done', 'flagged', 'not_yet'] as const;
export type HealthFormStatus = (typeof HEALTH_FORM_STATUSES)[number];
