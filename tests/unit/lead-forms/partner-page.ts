/**
 * A partner's page in its own happy-dom window, on its own origin, that loads the built widget
 * bundle with a script tag from the clinic's (test) server, the way a real partner page does. It
 * records the widgets' events and any script error, and gives the page the photo pieces happy-dom
 * lacks (see canvas-polyfill.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { installCanvasPolyfill } from './canvas-polyfill';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startLeadApi, type LeadApiServer } from './lead-api-server';

export const BUNDLE = path.resolve(import.meta.dirname, '../../../dist/widgets/clinic-widgets.umd.js');
export const FAQ_DATA = path.resolve(import.meta.dirname, '../../../dist/widgets/clinic-faqs-all.json');
export const PARTNER_URL = 'http://spa.partner.test/booking.html?utm=summer';

export interface SeenEvent {
  type: string;
  detail: unknown;
  /** the element's tag, or '#document' for an event the document itself was sent */
  target: string;
}

/** The page's window with the DOM's own types (happy-dom's classes stand in for them). */
export type PageWindow = typeof globalThis & globalThis.Window;

export interface PartnerPage {
  win: PageWindow;
  doc: Document;
  events: SeenEvent[];
  errors: string[];
  scriptTag: string;
  /** waits for scripts, fetches and timers the page has started */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The toasts' shadow root (on <clinic-toasts>, appended to <body> with the first message), where notyf's container and announcer are. */
export const toastRoot = (page: PartnerPage): ShadowRoot | null | undefined => page.doc.querySelector('clinic-toasts')?.shadowRoot;

/** notyf's toast area, inside the toasts' shadow root. */
export const toastArea = (page: PartnerPage): Element | null | undefined => toastRoot(page)?.querySelector('.notyf');

/** Serves dist/widgets/ as the clinic's server does: the bundle, its on-demand parts and the FAQ data in each language. */
export function serveBundle(api: LeadApiServer): void {
  const dir = path.dirname(BUNDLE);
  for (const file of fs.readdirSync(dir)) {
    if (file.endsWith('.js')) api.serveFile(`/widgets/${file}`, path.join(dir, file), 'text/javascript');
    if (/^clinic-faqs-[a-z_]+(\.[a-z]+)?\.json$/.test(file)) api.serveFile(`/widgets/${file}`, path.join(dir, file), 'application/json');
  }
}

export const bundleBuilt = (): boolean => fs.existsSync(BUNDLE) && fs.existsSync(FAQ_DATA);

export async function openPartnerPage(
  api: LeadApiServer,
  body: string,
  opts: { beforeScript?: string; htmlLang?: string; url?: string } = {},
): Promise<PartnerPage> {
  const win = new Window({
    url: opts.url ?? PARTNER_URL,
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true, disableJavaScriptFileLoading: false },
  });
  installCanvasPolyfill(win as unknown as Parameters<typeof installCanvasPolyfill>[0]);
  const events: SeenEvent[] = [];
  const errors: string[] = [];
  const scriptTag = `<script async src="${api.url}/widgets/clinic-widgets.umd.js"></script>`;
  win.document.write(
    `<!doctype html><html lang="${opts.htmlLang ?? 'en'}"><head><meta charset="utf-8"><title>Serenity Spa</title><style>body{font-family:serif}</style></head>` +
      `<body><h1>Serenity Spa</h1>${body}${opts.beforeScript ? `<script>${opts.beforeScript}</script>` : ''}${scriptTag}</body></html>`,
  );
  // after document.write: opening the document drops the listeners it had; the bundle loads asynchronously, later
  for (const type of ['clinic:ready', 'clinic:success', 'clinic:error']) {
    win.document.addEventListener(type, (e) => {
      const ev = e as unknown as CustomEvent;
      events.push({ type, detail: ev.detail, target: (ev.target as unknown as Node).nodeName.toLowerCase() });
    });
  }
  win.addEventListener('error', (e) => errors.push(String((e as unknown as ErrorEvent).error?.stack ?? (e as unknown as ErrorEvent).message)));
  const page: PartnerPage = {
    win: win as unknown as PageWindow,
    doc: win.document as unknown as Document,
    events,
    errors,
    scriptTag,
    settle: () => win.happyDOM.waitUntilComplete(),
    close: () => win.happyDOM.close(),
  };
  await page.settle();
  return page;
}

/** Types into a field inside a widget's shadow root the way a browser reports it: value, then an input event. */
export function typeInto(win: PageWindow, input: Element | null | undefined, value: string): void {
  if (!input) throw new Error('no such field');
  (input as unknown as HTMLInputElement).value = value;
  input.dispatchEvent(new win.Event('input', { bubbles: true }));
}

export function pickFile(win: PageWindow, input: Element | null | undefined, file: File): void {
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new win.Event('change', { bubbles: true }));
}

/** Polls the page (on real time) until `check` passes. */
export async function waitFor(check: () => void, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() - started > timeoutMs) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface PartnerSuite {
  /** the clinic's API stand-in, started once for the file */
  api: LeadApiServer;
  /** the test's pages, closed when it ends */
  pages: PartnerPage[];
}

/**
 * One API stand-in for a test file of partner pages: reset before each test with the built bundle
 * served and the form stamp answered with `stamp`; each test's pages close with it, so none of
 * their late requests reaches the next test's server log.
 */
export function partnerSuite(stamp: string): PartnerSuite {
  const suite = { pages: [] as PartnerPage[] } as PartnerSuite;
  beforeAll(async () => {
    suite.api = await startLeadApi();
  });
  afterEach(async () => {
    for (const p of suite.pages.splice(0)) await p.close();
  });
  afterAll(async () => {
    await suite.api?.close();
  });
  beforeEach(() => {
    suite.api.reset();
    serveBundle(suite.api);
    suite.api.setDefault('/api/form-stamp', { status: 200, body: { success: true, stamp } });
  });
  return suite;
}
