/**
 * After a failed submit (the page's own check or the server's refusal), moves focus to the first
 * field marked invalid so keyboard and screen-reader users land on it: a frame later, once the
 * errors are on screen (a refusal's render comes in a task of its own, after the answer).
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
