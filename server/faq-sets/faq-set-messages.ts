/** Every sentence the FAQ set calls send to staff (the staff area is in English, like the inbox's). */
import { FAQ_LIMITS } from './faq-set-items';
import { NAMED_KEY_MAX } from './faq-set-keys';

export const faqSetMessages = {
  notFound: 'This FAQ set could not be found. It may have been deleted.',
  changedBySomeoneElse:
    'This set was changed by someone else while you were editing. Your text is still here: compare it with the saved version below, then save again.',
  versionRequired: 'Please reload the set before saving: the version you edited is missing.',
  saved: 'The FAQ set has been saved.',
  created: 'The FAQ set has been created.',
  deleted: 'The FAQ set has been deleted.',
  keyTaken: 'A set with this key already exists. Please choose another key.',
  clinicSetKept: 'The clinic’s own FAQ sets cannot be deleted; you can edit their questions.',
  fixFields: 'Please correct the highlighted fields.',
  formMissing: 'Please fill in the form.',
  keyInvalid: `Please use 1 to ${NAMED_KEY_MAX} lower-case letters, digits and hyphens (not at either end), and not home or all.`,
  titleRequired: 'Please give the set a name.',
  titleTooLong: `Please keep the name under ${FAQ_LIMITS.title} characters.`,
  tooManyItems: `A set holds at most ${FAQ_LIMITS.items} questions.`,
  questionRequired: 'Please write the question.',
  questionTooLong: `Please keep the question under ${FAQ_LIMITS.question} characters.`,
  answerRequired: 'Please write the answer.',
  answerTooLong: `Please keep the answer under ${FAQ_LIMITS.answer} characters.`,
  notText: 'Please enter text only.',
} as const;
