/**
 * After a failed submit (the page's own check or the server's refusal), moves focus to the first
 * field marked invalid so keyboard and screen-reader users land on it, once the errors are on
 * screen. A refusal's render comes in a task of its own, after the answer, and a busy page may run
 * its next frame before that task: so it looks again for a few frames rather than once.
 */
const FRAMES_TO_WAIT = 10;

export function focusFirstError(form: HTMLFormElement | null, framesLeft = FRAMES_TO_WAIT): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (framesLeft > 0) focusFirstError(form, framesLeft - 1);
  });
}
