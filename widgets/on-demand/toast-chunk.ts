/** The toasts part: notyf with the site's toast behaviour, and the styles for its container. */
import notyfCss from 'notyf/notyf.min.css?inline';
import textCss from './toast-text.css?inline';

export { configureToasts, showToast } from '../../src/toast/toast-service';
export const styleText = notyfCss + textCss;
