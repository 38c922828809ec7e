import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider, createQueryClient } from '@reelmix/ui';
import { useState, type ReactNode } from 'react';

export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app (and per test), never shared between them.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
