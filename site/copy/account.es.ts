/** The Spanish twin of account.ts. */
export { accountMessages, fieldHints, fieldLabels, forgotCopy, profileCopy, registerCopy, requiredMark, resetCopy, signInCopy } from '../account/account-copy.es';
export { genderChoices, REFERRAL_PLACEHOLDER, referralOptions } from '../account/account-choices.es';
export { appointmentsCopy, verifyEmailCopy } from '../account/account-care-copy.es';
