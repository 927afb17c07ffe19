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

  it("brings a message that comes before its field into view and focuses the field: the picker's 'choose a time' above the times", async () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <fieldset><legend>Type of appointment</legend>
        <p class="clinic-field__error" id="problem">Choose a time.</p>
        <div role="listbox" tabindex="0" aria-invalid="true"></div>
      </fieldset>
      <div class="clinic-field"><label for="n">Name</label><input id="n" aria-invalid="true"><p class="clinic-field__error">Name is required</p></div>`;
    document.body.append(form);
    const shown: Element[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      shown.push(this);
    });

    focusFirstError(form);
    await vi.waitFor(() => expect(document.activeElement).toBe(form.querySelector('[role="listbox"]')));
    expect(shown).toEqual([form.querySelector('#problem')]);
    scroll.mockRestore();
  });

  it("brings a field's whole group into view, its label above it included", async () => {
    const form = document.createElement('form');
    form.innerHTML = `<div class="clinic-field"><label for="e">Email</label><input id="e" aria-invalid="true"><p class="clinic-field__error">Email is required</p></div>`;
    document.body.append(form);
    const shown: Element[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      shown.push(this);
    });

    focusFirstError(form);
    await vi.waitFor(() => expect(document.activeElement).toBe(form.querySelector('#e')));
    expect(shown).toEqual([form.querySelector('.clinic-field')]);
    scroll.mockRestore();
  });

  it('focuses a message that stands for no field that can take focus (a cover upload), and leaves fields in the tab order', async () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <fieldset><legend>Cover</legend><label>Upload<input type="file" hidden></label>
        <p class="clinic-field__error">A published post needs a cover image.</p>
      </fieldset>
      <input id="title" aria-invalid="true">`;
    document.body.append(form);

    focusFirstError(form);
    const message = form.querySelector<HTMLElement>('.clinic-field__error')!;
    await vi.waitFor(() => expect(document.activeElement).toBe(message));
    expect(message.tabIndex).toBe(-1);
    expect(form.querySelector<HTMLInputElement>('#title')!.tabIndex).toBe(0);
  });
});
