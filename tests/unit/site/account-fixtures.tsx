/**
 * Shared by the account unit tests: renders a page inside a memory router, answers the API calls
 * the page makes from a script while recording what was sent, and reads the toasts on screen.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { logoutUser, type SessionUser } from '../../../src/session/session-store';

export interface SentRequest {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

export type ScriptedAnswer = { status: number; body: unknown } | 'network-error';

/**
 * Replaces fetch for the test: each call takes the next scripted answer. A status outside 2xx is
 * what a server refusal looks like to the client; 'network-error' is no answer at all.
 */
export function scriptApi(...answers: ScriptedAnswer[]) {
  return scriptApiWith(STANDING_ANSWERS, ...answers);
}

/** The profile's 'Your data' reads her mail setting and the retention period when it opens. */
export const DATA_PANEL_ANSWERS: Readonly<Record<string, ScriptedAnswer>> = {
  'GET /api/account/marketing-mail': { status: 200, body: { success: true, email: 'ana@example.com', subscribed: true, message: 'You get our invitations, such as the one to your follow-up visit.' } },
  'GET /api/account/data-terms': { status: 200, body: { success: true, medical_record_retention_years: 10 } },
};

/**
 * Calls a page makes by itself that a test about something else need not script: the profile's
 * 'Your appointments' reads its list when it opens, and 'Your data' its two. Answered as given here, never recorded in `sent`.
 */
export const STANDING_ANSWERS: Readonly<Record<string, ScriptedAnswer>> = {
  'GET /api/account/appointments': { status: 200, body: { success: true, verified: true, email: 'ana@example.com', appointments: [], requests: [] } },
  ...DATA_PANEL_ANSWERS,
};

/** scriptApi with the standing answers given (none: every call takes the next scripted answer). */
export function scriptApiWith(standing: Readonly<Record<string, ScriptedAnswer>>, ...answers: ScriptedAnswer[]) {
  const sent: SentRequest[] = [];
  const queue = [...answers];
  const fetchDouble = vi.fn(async (url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) => {
    const standingAnswer = standing[`${init.method ?? 'GET'} ${url.split('?')[0]}`];
    if (standingAnswer && standingAnswer !== 'network-error') {
      const standingText = JSON.stringify(standingAnswer.body);
      return { status: standingAnswer.status, ok: true, headers: new Headers(), text: async () => standingText };
    }
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: init.headers ?? {},
    });
    const answer = queue.shift();
    if (!answer) throw new Error(`no scripted answer left for ${url}`);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    // redaxios copies the plain fields of the response and reads the body as text
    return { status: answer.status, ok: answer.status >= 200 && answer.status < 300, headers: new Headers(), text: async () => text };
  });
  vi.stubGlobal('fetch', fetchDouble);
  return { sent, remaining: () => queue.length };
}

export const landmark = (text: string) => <p data-testid="landed">{text}</p>;

/** Renders `element` at `path`, with simple stand-ins at the places the account screens lead to. */
export function renderAt(path: string, element: ReactNode, extra: RouteObject[] = []) {
  const routes: RouteObject[] = [
    { path: path.split('?')[0], element },
    ...extra,
    { path: '/', element: landmark('home') },
    { path: '/signin', element: landmark('signin') },
    { path: '/register', element: landmark('register') },
    { path: '/profile', element: landmark('profile') },
    { path: '/forgot-password', element: landmark('forgot-password') },
  ].filter((r, i, all) => all.findIndex((o) => o.path === r.path) === i);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, pathname: () => router.state.location.pathname };
}

/** Lets pending promises (the fake answers, the runtime's render queue) settle under fake timers. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The text of every toast on screen that is not closing. */
export function toasts(): string[] {
  return Array.from(document.querySelectorAll('.notyf__toast'))
    .filter((n) => !n.classList.contains('notyf__toast--disappear'))
    .map((n) => n.querySelector('.notyf__message')?.textContent ?? '');
}

export function toastKinds(): string[] {
  return Array.from(document.querySelectorAll('.notyf__toast'))
    .filter((n) => !n.classList.contains('notyf__toast--disappear'))
    .map((n) => (n.classList.contains('notyf__toast--success') ? 'success' : n.classList.contains('notyf__toast--error') ? 'error' : 'other'));
}

/** Closes every toast, so the next test starts with an empty toast area. */
export async function clearToasts(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(6000);
  });
}

/**
 * Types into a field the way a browser reports it: an input event, then a change event. The value
 * goes through the element's own prototype setter, as typing does: React keeps its own note of the
 * last value and sees no change when `.value` is assigned on the element itself.
 */
export function typeInto(el: Element, value: string): void {
  const input = el as HTMLInputElement;
  const proto = Object.getPrototypeOf(input) as object;
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    if (setValue) setValue.call(input, value);
    else input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The signed-in visitor of the account tests. */
export const ana: SessionUser = {
  id: 41,
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.com',
  phone: '3055550100',
  dob: '1990-04-02',
  gender: 'Female',
  ref_type: 'Flyer',
};

/**
 * Every account test: fake timers (the 500 ms redirects, the 4000 ms toasts), a focused window so
 * toasts count down, optionally a fixed "today" and a signed-out start; toasts and stubs cleared after.
 */
export function setUpAccountTests(opts: { now?: Date; signedOut?: boolean } = {}): void {
  beforeEach(() => {
    vi.useFakeTimers();
    if (opts.now) vi.setSystemTime(opts.now);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    if (opts.signedOut) logoutUser();
    // a page's own calls (the profile's list) are answered even in a test that scripts nothing; a test's scriptApi replaces this
    scriptApi();
  });
  afterEach(async () => {
    await clearToasts();
    vi.unstubAllGlobals();
  });
}
