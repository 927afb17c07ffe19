/** Reads what the visitor sees (toasts, with their kind) and waits for it. */
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

export interface ToastOnScreen {
  kind: 'success' | 'error' | 'other';
  text: string;
  node: Element;
}

export function allToasts(root: ParentNode = document): ToastOnScreen[] {
  return Array.from(root.querySelectorAll('.notyf__toast')).map((node) => ({
    node,
    text: node.querySelector('.notyf__message')?.textContent ?? '',
    kind: node.classList.contains('notyf__toast--success') ? 'success' : node.classList.contains('notyf__toast--error') ? 'error' : 'other',
  }));
}

/**
 * Watches the toasts shown from now on (earlier tests' toasts stay in notyf's container): `visible`
 * lists those on screen and not closing, as 'kind: text'; `shown` lists every one, closing or not.
 */
export function watchToasts() {
  const before = new Set(allToasts().map((t) => t.node));
  const fresh = () => allToasts().filter((t) => !before.has(t.node));
  return {
    shown: () => fresh().map((t) => `${t.kind}: ${t.text}`),
    visible: () => fresh().filter((t) => !t.node.classList.contains('notyf__toast--disappear')).map((t) => `${t.kind}: ${t.text}`),
  };
}

/**
 * Waits, without moving the fake clock, until `check` passes: the network answers and Preact's
 * renders happen on real time, the toast and redirect timers on the fake clock.
 */
export async function until(check: () => void, timeoutMs = 5000): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (performance.now() - started > timeoutMs) throw err;
    }
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
    });
  }
}

/** Moves the fake clock and lets what it triggers render. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Puts the test page at `url` (happy-dom's own control), so window.location.href is that address. */
export function setPageUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL(href: string): void } }).happyDOM.setURL(url);
}

/** A phone field as docs/product/validation.md has it: a tel input (never type="number"), a keypad of digits, the browser's phone autofill. */
export function expectPhoneInput(input: HTMLInputElement): void {
  expect([input.type, input.getAttribute('inputmode'), input.getAttribute('autocomplete')]).toEqual(['tel', 'numeric', 'tel']);
}
