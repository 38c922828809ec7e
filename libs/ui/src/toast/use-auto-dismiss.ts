import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onExpire` after `durationMs` of unpaused time. Pausing keeps the time already spent, so a
 * reader who hovers or focuses the toast gets the rest of its time back when they leave, not a new full period.
 */
export function useAutoDismiss(durationMs: number, paused: boolean, onExpire: () => void): void {
  const remaining = useRef(durationMs);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    if (paused || !Number.isFinite(durationMs)) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => expire(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, durationMs]);
}
