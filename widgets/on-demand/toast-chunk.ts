/**
 * The toasts part: notyf with the site's toast behaviour, and the styles for its container. The
 * container and notyf's screen-reader announcer live in a shadow root of their own, on a
 * <clinic-toasts> element appended to <body>: like the widgets, the toasts take nothing from the
 * page's CSS but the --clinic-* properties (toast-text.css).
 */
import notyfCss from 'notyf/notyf.min.css?inline';
import textCss from './toast-text.css?inline';
import { configureToasts as configure } from '../../src/toast/toast-service';

export { showToast } from '../../src/toast/toast-service';
export const styleText = notyfCss + textCss;

/** The tag of the element whose shadow root holds the toasts. */
export const TOASTS_TAG = 'clinic-toasts';

function place(area: HTMLElement, announcer: HTMLElement): void {
  const host = document.createElement(TOASTS_TAG);
  host.attachShadow({ mode: 'open' }).append(area, announcer);
  document.body.append(host);
}

export function configureToasts(opts: { styleText?: string; nonce?: string }): void {
  configure({ ...opts, place });
}
