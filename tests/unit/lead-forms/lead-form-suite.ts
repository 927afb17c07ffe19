/**
 * One API stand-in for a test file of the core lead forms rendered in happy-dom: started once,
 * reset before each test with the form stamp answered with `stamp` and the API client pointed at
 * it; the window keeps focus and the clock is fake (setTimeout, Date), so toasts and the stamp's
 * age move only when a test advances them. With `canvas`, the canvas stand-in is installed for
 * each test (its calls readable through `suite.canvas`) and removed after it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setApiBase } from '../../../src/api/http-client';
import { installCanvasPolyfill } from './canvas-polyfill';
import { startLeadApi, type LeadApiServer } from './lead-api-server';

export interface LeadFormSuite {
  api: LeadApiServer;
  canvas: ReturnType<typeof installCanvasPolyfill>;
}

export function leadFormSuite(stamp: string, opts: { canvas?: boolean } = {}): LeadFormSuite {
  const suite = {} as LeadFormSuite;
  beforeAll(async () => {
    suite.api = await startLeadApi();
  });
  afterAll(async () => {
    await suite.api?.close();
  });
  beforeEach(() => {
    suite.api.reset();
    suite.api.setDefault('/api/form-stamp', { status: 200, body: { success: true, stamp } });
    setApiBase(suite.api.url);
    if (opts.canvas) suite.canvas = installCanvasPolyfill();
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    if (opts.canvas) suite.canvas.uninstall();
  });
  return suite;
}
