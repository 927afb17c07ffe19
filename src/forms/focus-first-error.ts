/** After a failed submit, moves focus to the first field marked invalid so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}
