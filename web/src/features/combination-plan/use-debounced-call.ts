import { useCallback, useEffect, useRef } from 'react';

/** Typing saves once the buyer pauses, not on every key. */
export const TYPING_PAUSE_MS = 400;

/**
 * Runs the latest scheduled call once no other has been scheduled for `delayMs`; dropped on unmount.
 * `flush` runs it at once: leaving a field saves what was typed before the next click (the render
 * button) can miss it.
 */
export function useDebouncedCall(delayMs = TYPING_PAUSE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const call = pending.current;
    pending.current = null;
    call?.();
  }, []);
  const schedule = useCallback(
    (call: () => void) => {
      clearTimeout(timer.current);
      pending.current = call;
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );
  return { schedule, cancel, flush };
}
