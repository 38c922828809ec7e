import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mockApi } from './mock-api';

// Every test starts signed out against a gateway that knows no other call; tests register what they need.
beforeEach(() => {
  mockApi();
});

// Tests import from 'vitest' instead of using globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// jsdom has no layout, so scroll restoration after navigation has nothing to do.
window.scrollTo = () => undefined;
