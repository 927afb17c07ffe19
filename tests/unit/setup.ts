/**
 * Every unit test, under React and under Preact: an unexpected console.error fails the test (both
 * report broken markup and state updates outside act() there), and each test starts with empty storage and a clean DOM.
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadToasts } from '../../src/toast/toast-service';

let errors: unknown[][] = [];

// Pages load notyf with their first toast; specs read toasts synchronously, so it is loaded up
// front here (core/toast-service.test.ts covers the toast asked for before it has loaded).
beforeAll(() => loadToasts());

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (errors.length > 0) {
    const text = errors.map((a) => a.map(String).join(' ')).join('\n');
    errors = [];
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
