/**
 * Every unit test: an unexpected console.error fails the test (React and Preact report broken
 * markup and state updates there), and each test starts with empty storage and a clean DOM.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/preact';

let errors: unknown[][] = [];

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
