/** Puts mapped toasts on screen, each for the 4000 ms of form and account toasts. */
import { toastError, toastSuccess } from '../../../src/toast/toast-service';
import type { ToastMessage } from './call-outcome';

export function showToasts(toasts: readonly ToastMessage[]): void {
  for (const t of toasts) (t.kind === 'success' ? toastSuccess : toastError)(t.message);
}
