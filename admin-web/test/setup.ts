import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A screen that logs an error or a warning (React's key and act warnings, router warnings) fails
 * its test. A test that expects one replaces console.error with its own spy, which this never sees.
 */
const consoleProblems: string[] = [];
const original = { error: console.error, warn: console.warn };

beforeEach(() => {
  consoleProblems.length = 0;
  console.error = (...args: unknown[]) => {
    consoleProblems.push(args.map(String).join(' '));
    original.error(...args);
  };
  console.warn = (...args: unknown[]) => {
    consoleProblems.push(args.map(String).join(' '));
    original.warn(...args);
  };
});

// Tests import from 'vitest' instead of using globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  console.error = original.error;
  console.warn = original.warn;
  if (consoleProblems.length > 0) {
    throw new Error(`The console reported problems:\n${consoleProblems.join('\n')}`);
  }
});

// jsdom has no layout, so scroll restoration after navigation has nothing to do.
window.scrollTo = () => undefined;
