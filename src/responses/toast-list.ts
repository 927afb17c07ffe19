/** A toast the visitor should see, as data, so the mapping from answers to toasts stays pure and testable. */
import { toastError, toastSuccess, type ToastKind } from '../toast/toast-service';

export interface Toast {
  kind: ToastKind;
  message: string;
}

export const successToast = (message: string): Toast => ({ kind: 'success', message });
export const errorToast = (message: string): Toast => ({ kind: 'error', message });

/** Shows each toast for the form and account time (4000 ms), in order. */
export function showToasts(toasts: readonly Toast[]): void {
  for (const toast of toasts) {
    if (toast.kind === 'success') toastSuccess(toast.message);
    else toastError(toast.message);
  }
}
