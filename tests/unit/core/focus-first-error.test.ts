/**
 * Focus after a refused submit: the field marked invalid may be rendered a frame or more after the
 * call (a refusal's render is a task of its own, which a busy page runs after its next frame).
 */
import { describe, expect, it, vi } from 'vitest';
import { focusFirstError } from '../../../src/forms/focus-first-error';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe('focusFirstError', () => {
  it('focuses a field marked invalid only after the next frame has passed', async () => {
    const form = document.createElement('form');
    const email = document.createElement('input');
    form.append(document.createElement('input'), email);
    document.body.append(form);

    focusFirstError(form);
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).not.toBe(email);
    email.setAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('focuses the first of the fields marked invalid', async () => {
    const form = document.createElement('form');
    const [first, second] = [document.createElement('input'), document.createElement('input')];
    for (const field of [first, second]) field.setAttribute('aria-invalid', 'true');
    form.append(first, second);
    document.body.append(form);

    focusFirstError(form);
    await vi.waitFor(() => expect(document.activeElement).toBe(first));
  });
});
