/**
 * Toasts on notyf with the behaviour of docs/product/behaviour.md and docs/product/limits.md: top right; 4000 ms for form and account
 * toasts, 5000 ms by default; paused while hovered or while the window has no focus; dragged
 * sideways past 80% of their width they close; Alt+T moves focus to the toast area. notyf itself
 * announces every toast through its aria-live region. Nothing here runs until the first toast,
 * so the module is safe to import on the server.
 *
 * notyf itself is loaded with the first toast (or earlier, when a page calls loadToasts, e.g. as
 * the visitor starts filling a form): the first paint of a page never needs it. Toasts asked for
 * while it loads are shown, in order, as soon as it is there.
 */
import type * as NotyfLibrary from 'notyf';
import type { Notyf, NotyfNotification } from 'notyf';
import { PausableTimer } from './toast-timer';
import { TOAST_DEFAULT_MS, TOAST_FORM_MS } from './toast-durations';
import { toastCopy, type ToastCopy } from './toast-copy';

export { TOAST_DEFAULT_MS, TOAST_FORM_MS };
export const TOAST_DRAG_DISMISS_RATIO = 0.8;
export const TOAST_AREA_LABEL = toastCopy.areaLabel;

export type ToastKind = 'success' | 'error';

interface ToastOptions {
  /** ms before it closes by itself; defaults to 5000 */
  duration?: number;
  /** the area's and close button's words in the page's language; English by default */
  labels?: ToastCopy;
}

interface Live {
  notification: NotyfNotification;
  node: HTMLElement;
  timer: PausableTimer;
}

type NotyfModule = typeof NotyfLibrary;

let lib: NotyfModule | undefined;
let loading: Promise<NotyfModule> | undefined;
const waiting: { kind: ToastKind; message: string; options: ToastOptions }[] = [];
let notyf: Notyf | undefined;
let styleText: string | undefined;
let styleNonce: string | undefined;
let place: ((area: HTMLElement, announcer: HTMLElement) => void) | undefined;
/** notyf's toast area, once it exists (on the site in <body>; in the widgets inside a shadow root of its own) */
let area: HTMLElement | undefined;
const live = new Set<Live>();

/**
 * The widget bundle passes notyf's CSS here so it lives inside the toast container, not in <head>,
 * and `place`, which moves the container and notyf's announcer out of the page's light DOM.
 */
export function configureToasts(opts: { styleText?: string; nonce?: string; place?: (area: HTMLElement, announcer: HTMLElement) => void }): void {
  styleText = opts.styleText;
  styleNonce = opts.nonce;
  place = opts.place;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.altKey && !event.ctrlKey && !event.metaKey && event.key.toLowerCase() === 't') {
    if (area) {
      event.preventDefault();
      area.focus();
    }
  }
}

/** Loads notyf; once it resolves, toasts show at once. Safe to call any number of times. */
export function loadToasts(): Promise<void> {
  loading ??= import('notyf').then(
    (m) => (lib = m),
    (err: unknown) => {
      // a later toast tries again (a dropped connection may be back by then)
      loading = undefined;
      throw err;
    },
  );
  return loading.then(() => undefined);
}

function setUp(Notyf: NotyfModule['Notyf']): Notyf {
  const instance = new Notyf({
    duration: 0, // our own pausable timers close the toasts
    position: { x: 'right', y: 'top' },
    dismissible: true,
    ripple: false,
    types: [
      { type: 'success', background: '#1f7a4d' },
      { type: 'error', background: '#b3261e' },
    ],
  });
  // notyf keeps the nodes it made and never looks them up again, so they may move elsewhere
  const view = (instance as unknown as { view: { container: HTMLElement; a11yContainer: HTMLElement } }).view;
  area = view.container;
  area.setAttribute('role', 'region');
  area.tabIndex = -1;
  if (styleText) {
    const style = document.createElement('style');
    // under a partner page's CSP the style needs the page's nonce
    if (styleNonce) style.setAttribute('nonce', styleNonce);
    style.textContent = styleText;
    area.appendChild(style);
  }
  place?.(area, view.a11yContainer);
  document.addEventListener('keydown', onKeyDown);
  window.addEventListener('blur', () => live.forEach((t) => t.timer.pause('focus')));
  window.addEventListener('focus', () => live.forEach((t) => t.timer.resume('focus')));
  return instance;
}

function nodeOf(instance: Notyf, notification: NotyfNotification): HTMLElement | undefined {
  // notyf keeps rendered nodes beside their notification; it has no public accessor for them.
  const view = (instance as unknown as { view: { notifications: { notification: NotyfNotification; node: HTMLElement }[] } }).view;
  return view.notifications.find((n) => n.notification === notification)?.node;
}

function enableDragToDismiss(entry: Live, close: () => void): void {
  const { node } = entry;
  let startX = 0;
  let dragging = false;
  node.style.touchAction = 'pan-y';
  node.addEventListener('pointerdown', (e) => {
    if ((e.target as HTMLElement).closest('button')) return;
    dragging = true;
    startX = e.clientX;
    entry.timer.pause('drag');
    node.setPointerCapture?.(e.pointerId);
  });
  node.addEventListener('pointermove', (e) => {
    if (!dragging) return;
    const dx = e.clientX - startX;
    node.style.transform = `translateX(${dx}px)`;
    node.style.opacity = String(Math.max(0.2, 1 - Math.abs(dx) / node.offsetWidth));
  });
  const end = (e: PointerEvent) => {
    if (!dragging) return;
    dragging = false;
    const dx = e.clientX - startX;
    const width = node.offsetWidth || node.getBoundingClientRect().width;
    if (width > 0 && Math.abs(dx) > width * TOAST_DRAG_DISMISS_RATIO) {
      close();
      return;
    }
    node.style.transform = '';
    node.style.opacity = '';
    entry.timer.resume('drag');
  };
  node.addEventListener('pointerup', end);
  node.addEventListener('pointercancel', end);
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  if (typeof document === 'undefined') return;
  if (!lib) {
    waiting.push({ kind, message, options });
    loadToasts().then(
      () => waiting.splice(0).forEach((t) => showToast(t.kind, t.message, t.options)),
      (err: unknown) => console.warn('toasts could not load', err),
    );
    return;
  }
  const { Notyf, NotyfEvent } = lib;
  notyf ??= setUp(Notyf);
  const instance = notyf;
  const labels = options.labels ?? toastCopy;
  // one area serves the whole page: it takes the language of the latest toast
  area?.setAttribute('aria-label', labels.areaLabel);
  const notification = instance.open({ type: kind, message: escapeHtml(message) });
  const node = nodeOf(instance, notification);
  const duration = options.duration ?? TOAST_DEFAULT_MS;
  const entry: Live = {
    notification,
    node: node ?? document.createElement('div'),
    timer: new PausableTimer(duration, () => close()),
  };
  const close = () => {
    entry.timer.cancel();
    live.delete(entry);
    instance.dismiss(notification);
  };
  live.add(entry);
  notification.on(NotyfEvent.Dismiss, () => {
    entry.timer.cancel();
    live.delete(entry);
  });
  if (!document.hasFocus()) entry.timer.pause('focus');
  if (node) {
    // notyf's close button is an empty <button>: give it a name screen readers can announce
    node.querySelector('.notyf__dismiss-btn')?.setAttribute('aria-label', labels.closeLabel);
    node.addEventListener('mouseenter', () => entry.timer.pause('hover'));
    node.addEventListener('mouseleave', () => entry.timer.resume('hover'));
    enableDragToDismiss(entry, close);
  }
}

/** Form and account toasts: 4000 ms. */
export const toastSuccess = (message: string, labels?: ToastCopy): void => showToast('success', message, { duration: TOAST_FORM_MS, labels });
export const toastError = (message: string, labels?: ToastCopy): void => showToast('error', message, { duration: TOAST_FORM_MS, labels });
