import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests import from 'vitest' instead of using globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
