/** What each API answer shows the visitor (docs/product/messages.md), for the forms and account screens. */
export { settle, type Outcome } from './outcome';
export { showToasts, successToast, errorToast, type Toast } from './toast-list';
export { SOMETHING_WENT_WRONG, TRY_AGAIN, LOGIN_FAILED, NETWORK_ERROR, LOGIN_SUCCESS } from './fallback-messages';
export { mapConsultationResponse, isConsultationBooked } from './consultation-response';
export { mapContactResponse, isContactSent } from './contact-response';
export { mapResetResponse, isPasswordReset } from './reset-response';
export { mapRegisterResponse, isRegistered } from './register-response';
export { mapLoginResponse, isLoggedIn } from './login-response';
export { mapForgotResponse, isResetLinkSent } from './forgot-response';
export { mapProfileResponse, isProfileSaved } from './profile-response';
