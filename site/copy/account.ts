/** The account screens' words: labels, hints, messages and the choices of the forms. */
export { accountMessages, fieldHints, fieldLabels, forgotCopy, profileCopy, registerCopy, requiredMark, resetCopy, signInCopy } from '../account/account-copy';
export { genderChoices, REFERRAL_PLACEHOLDER, referralOptions } from '../account/account-choices';
export { appointmentsCopy, verifyEmailCopy } from '../account/account-care-copy';
