import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toastError, toastSuccess, TOAST_AREA_LABEL } from '../../../src/toast/toast-service';

const visibleToasts = () =>
  Array.from(document.querySelectorAll('.notyf__toast')).filter((n) => !n.classList.contains('notyf__toast--disappear'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
});

afterEach(() => {
  vi.runOnlyPendingTimers();
});

describe('toasts (docs/product/behaviour.md, docs/product/limits.md)', () => {
  it('shows form and account toasts for 4000 ms', () => {
    const before = visibleToasts().length;
    toastSuccess('Login Success');
    const toast = visibleToasts().at(-1);
    expect(toast?.textContent).toContain('Login Success');
    expect(visibleToasts().length).toBe(before + 1);
    vi.advanceTimersByTime(3999);
    expect(toast?.classList.contains('notyf__toast--disappear')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast?.classList.contains('notyf__toast--disappear')).toBe(true);
  });

  it('shows other toasts for 5000 ms by default', () => {
    showToast('success', 'Saved');
    const toast = visibleToasts().at(-1);
    vi.advanceTimersByTime(4999);
    expect(toast?.classList.contains('notyf__toast--disappear')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast?.classList.contains('notyf__toast--disappear')).toBe(true);
  });

  it('sits at the top right, in a labelled area announced to screen readers', () => {
    toastError('Network error');
    const area = document.querySelector<HTMLElement>('.notyf');
    expect(area?.getAttribute('aria-label')).toBe(TOAST_AREA_LABEL);
    expect(area?.style.getPropertyValue('justify-content')).toBe('flex-start');
    expect(area?.style.getPropertyValue('align-items')).toBe('flex-end');
    vi.advanceTimersByTime(150);
    expect(document.querySelector('.notyf-announcer')?.getAttribute('aria-live')).toBe('polite');
    expect(document.querySelector('.notyf-announcer')?.textContent).toBe('Network error');
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    toastSuccess('Hover me');
    const toast = visibleToasts().at(-1) as HTMLElement;
    vi.advanceTimersByTime(3000);
    toast.dispatchEvent(new Event('mouseenter'));
    vi.advanceTimersByTime(10_000);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(false);
    toast.dispatchEvent(new Event('mouseleave'));
    vi.advanceTimersByTime(999);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(true);
  });

  it('pauses while the window has no focus', () => {
    toastSuccess('Focus me');
    const toast = visibleToasts().at(-1) as HTMLElement;
    vi.advanceTimersByTime(1000);
    window.dispatchEvent(new Event('blur'));
    vi.advanceTimersByTime(20_000);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(false);
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(3000);
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(true);
  });

  it('closes when dragged sideways past 80% of its width, and not before', () => {
    toastSuccess('Drag me');
    const toast = visibleToasts().at(-1) as HTMLElement;
    Object.defineProperty(toast, 'offsetWidth', { value: 300, configurable: true });
    toast.dispatchEvent(new PointerEvent('pointerdown', { clientX: 500, bubbles: true }));
    toast.dispatchEvent(new PointerEvent('pointerup', { clientX: 500 + 230, bubbles: true }));
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(false);
    toast.dispatchEvent(new PointerEvent('pointerdown', { clientX: 500, bubbles: true }));
    toast.dispatchEvent(new PointerEvent('pointerup', { clientX: 500 + 250, bubbles: true }));
    expect(toast.classList.contains('notyf__toast--disappear')).toBe(true);
  });

  it('moves focus to the toast area with Alt+T', () => {
    toastSuccess('Focus area');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 't', altKey: true, bubbles: true }));
    expect(document.activeElement).toBe(document.querySelector('.notyf'));
  });

  it('shows server text as text, never as markup', () => {
    toastError('<img src=x onerror=alert(1)>');
    const toast = visibleToasts().at(-1);
    expect(toast?.querySelector('img')).toBeNull();
    expect(toast?.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('shows toasts asked for before notyf has loaded, in order, once it has', async () => {
    // a fresh copy of the module: notyf not loaded yet, as on a page before its first toast
    vi.resetModules();
    const fresh = await import('../../../src/toast/toast-service');
    const messages = () => Array.from(document.querySelectorAll('.notyf__message')).map((n) => n.textContent);
    const before = messages();
    fresh.toastSuccess('First answer');
    fresh.toastError('Second answer');
    expect(messages()).toEqual(before);
    await fresh.loadToasts();
    await vi.waitFor(() => expect(messages()).toEqual([...before, 'First answer', 'Second answer']));
  });
});
