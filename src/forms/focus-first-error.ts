/**
 * After a failed submit (the page's own check or the server's refusal), brings the first error into
 * view and moves focus to it, so keyboard and screen-reader users land on it and a thumb on a phone
 * sees it. A message may come before its field (the picker's 'choose a time' above the times): the
 * view starts at the message and its field beside it takes focus; a message with no field that can
 * take focus (an upload's) takes it itself. A refusal's render comes in a task of its own, after
 * the answer, and a busy page may run its next frame before that task: so it looks again for a few
 * frames rather than once.
 */
const FRAMES_TO_WAIT = 10;
const INVALID = '[aria-invalid="true"]';

export function focusFirstError(form: HTMLFormElement | null, framesLeft = FRAMES_TO_WAIT): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>(INVALID + ',.clinic-field__error');
    if (!first) {
      if (framesLeft > 0) focusFirstError(form, framesLeft - 1);
      return;
    }
    // the first in the form is the first in its parent too: itself, when it is a field
    const field = first.parentElement!.querySelector<HTMLElement>(INVALID);
    if (!field) first.tabIndex = -1;
    // its label too, which a field's own focus would leave above the screen
    (first.closest<HTMLElement>('.clinic-field') ?? first).scrollIntoView({ block: 'nearest' });
    (field ?? first).focus({ preventScroll: true });
  });
}
