/** How long toasts stay: 4000 ms for form and account toasts, 5000 ms by default in the toast area. */
export const TOAST_FORM_MS = 4000;
export const TOAST_DEFAULT_MS = 5000;
