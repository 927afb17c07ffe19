/** The toasts part: notyf with the site's toast behaviour, and notyf's styles for its container. */
import notyfCss from 'notyf/notyf.min.css?inline';

export { configureToasts, showToast } from '../../src/toast/toast-service';
export const styleText = notyfCss;
