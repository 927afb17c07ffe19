/** The toast area's own words (docs/product/behaviour.md): its landmark name and each toast's close button. */
export interface ToastCopy {
  areaLabel: string;
  closeLabel: string;
}

export const toastCopy: ToastCopy = {
  areaLabel: 'Notifications (Alt+T)',
  closeLabel: 'Close notification',
};
