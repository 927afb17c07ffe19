/** The account screens' words: labels, hints, messages and the choices of the forms. */
export { accountMessages, appointmentsCopy, verifyEmailCopy, fieldHints, fieldLabels, forgotCopy, profileCopy, registerCopy, requiredMark, resetCopy, signInCopy } from '../account/account-copy';
export { genderChoices, REFERRAL_PLACEHOLDER, referralOptions } from '../account/account-choices';
