/** A toast the visitor should see, as data, so the mapping from answers to toasts stays pure and testable. */
import { toastError, toastSuccess, type ToastKind } from '../toast/toast-service';
import type { ToastCopy } from '../toast/toast-copy';

export interface Toast {
  kind: ToastKind;
  message: string;
}

export const successToast = (message: string): Toast => ({ kind: 'success', message });
export const errorToast = (message: string): Toast => ({ kind: 'error', message });

/** Shows each toast for the form and account time (4000 ms), in order; `labels`: the toast area's words in the page's language. */
export function showToasts(toasts: readonly Toast[], labels?: ToastCopy): void {
  for (const toast of toasts) {
    if (toast.kind === 'success') toastSuccess(toast.message, labels);
    else toastError(toast.message, labels);
  }
}
