import { Spinner } from '@reelmix/ui';
import { Suspense, type ReactNode } from 'react';

/**
 * Where a page whose code is fetched on its first visit appears: the header and footer stay, and
 * the page area shows a spinner until the code has arrived.
 */
export function LazyPage({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="container page page--centered">
          <Spinner size="lg" label="Loading the page" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
