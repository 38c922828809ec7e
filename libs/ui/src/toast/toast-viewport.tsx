import { useEffect, useRef } from 'react';
import { TOAST_VIEWPORT_HOTKEY } from './toast-constants';
import { ToastItem } from './toast-item';
import type { ToastRecord } from './toast.types';

export interface ToastViewportProps {
  toast: ToastRecord | null;
  onDismiss: (id: number) => void;
}

export function ToastViewport({ toast, onDismiss }: ToastViewportProps) {
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // Keyboard users cannot chase a toast that appears away from their focus; the hotkey brings them to it.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === TOAST_VIEWPORT_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={regionRef} className="rm-toast-viewport" aria-label={`Notifications (${TOAST_VIEWPORT_HOTKEY})`} tabIndex={-1}>
      {/* The live region stays mounted while empty: screen readers only announce changes to a region they already know. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="rm-toast-viewport__live">
        {toast && <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />}
      </div>
    </section>
  );
}
