import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_TOAST_DURATION_MS } from './toast-constants';
import { ToastContext } from './toast-context';
import { ToastViewport } from './toast-viewport';
import type { ToastApi, ToastOptions, ToastRecord } from './toast.types';

export interface ToastProviderProps {
  children: ReactNode;
}

/**
 * Holds at most one toast. A new toast replaces the current one instead of stacking, so a burst
 * of notifications never covers the page and the newest message is the one read out.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [current, setCurrent] = useState<ToastRecord | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setCurrent({
      id,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      duration: options.duration ?? DEFAULT_TOAST_DURATION_MS,
    });
    return id;
  }, []);

  const dismiss = useCallback((id?: number) => {
    // An id that no longer shows (already replaced) must not remove its successor.
    setCurrent((shown) => (shown && (id === undefined || shown.id === id) ? null : shown));
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
