/**
 * Stands in for src/toast/toast-service.ts inside the widget bundle: the same functions, but notyf
 * (and its styles) load with the toasts part on the first message, so a page downloads them only
 * once a visitor has sent a form. Toasts keep the order they were asked for.
 */
import type { ToastKind } from '../../src/toast/toast-service';
import type * as ToastChunk from './toast-chunk';
import { TOAST_FORM_MS } from '../../src/toast/toast-durations';
import type { ToastCopy } from '../../src/toast/toast-copy';
import { loadChunk } from './chunk-loader';

export type { ToastKind };

type ToastPart = typeof ToastChunk;

let nonce: string | undefined;

/** The widgets pass the page's CSP nonce for the toast container's <style>. */
export function configureToasts(opts: { nonce?: string }): void {
  nonce = opts.nonce;
}

export function loadToasts(): Promise<ToastPart> {
  return loadChunk<ToastPart>('toasts').then((part) => {
    part.configureToasts({ styleText: part.styleText, nonce });
    return part;
  });
}

export function showToast(kind: ToastKind, message: string, options: { duration?: number; labels?: ToastCopy } = {}): void {
  if (typeof document === 'undefined') return;
  loadToasts().then(
    (part) => part.showToast(kind, message, options),
    // the visitor still sees the form's own state; the page's developer sees why the toast is missing
    (err: unknown) => console.warn('<clinic-*>: the message could not be shown:', message, err),
  );
}

export const toastSuccess = (message: string, labels?: ToastCopy): void => showToast('success', message, { duration: TOAST_FORM_MS, labels });
export const toastError = (message: string, labels?: ToastCopy): void => showToast('error', message, { duration: TOAST_FORM_MS, labels });
