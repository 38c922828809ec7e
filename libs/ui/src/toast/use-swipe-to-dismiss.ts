import { useRef, useState, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from './toast-constants';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

export interface SwipeState {
  /** How far right the toast is dragged, in px (never negative: only a rightward swipe dismisses). */
  offsetX: number;
  swiping: boolean;
  handlers: SwipeHandlers;
}

export function useSwipeToDismiss(onDismiss: () => void, thresholdPx = TOAST_SWIPE_THRESHOLD_PX): SwipeState {
  const startX = useRef<number | null>(null);
  const [offsetX, setOffsetX] = useState(0);
  const [swiping, setSwiping] = useState(false);

  function reset() {
    startX.current = null;
    setSwiping(false);
    setOffsetX(0);
  }

  return {
    offsetX,
    swiping,
    handlers: {
      onPointerDown(event) {
        // Presses on the close button are clicks, not the start of a swipe.
        if ((event.target as HTMLElement).closest('button')) return;
        startX.current = event.clientX;
        setSwiping(true);
        // Keep receiving moves when the finger leaves the toast mid-swipe (absent in some test DOMs).
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event) {
        if (startX.current === null) return;
        setOffsetX(Math.max(0, event.clientX - startX.current));
      },
      onPointerUp(event) {
        if (startX.current === null) return;
        const distance = event.clientX - startX.current;
        reset();
        if (distance >= thresholdPx) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}
