import type { FocusPointView } from '@reelmix/contracts';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CENTRE_FOCUS, clipPointAt, framePointOf, roundFocus, type ClipWindow } from './fill-window';

export interface FocusPickerProps {
  /** The part of the clip the shown preview keeps; clicks are read against it. */
  window: ClipWindow;
  focus: FocusPointView;
  /** Names the clip and placement for screen readers. */
  label: string;
  disabled: boolean;
  /** Called once per gesture: on release, or when an arrow key is let go, so holding a key saves once. */
  onCommit: (focus: FocusPointView) => void;
}

/** Arrow keys move by this share of the clip; with Shift, by the larger step. */
const STEP = 0.02;
const LARGE_STEP = 0.1;

const MOVES: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/**
 * Where `fill` centres its crop, moved by clicking or dragging on the preview or with the arrow
 * keys (Home returns to the centre). A two-way slider in the manner of colour pickers: one
 * focusable element whose value text names both coordinates.
 */
export function FocusPicker({ window, focus, label, disabled, onCommit }: FocusPickerProps) {
  const [moving, setMoving] = useState<FocusPointView | null>(null);
  const dragging = useRef(false);
  const shown = moving ?? focus;
  const marker = framePointOf(window, shown);

  function pointAt(event: PointerEvent<HTMLDivElement>): FocusPointView {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return shown;
    return clipPointAt(window, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  }

  function commit(next: FocusPointView) {
    dragging.current = false;
    setMoving(null);
    onCommit(next);
  }

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    if (disabled || event.button !== 0) return;
    // Keeps the drag ours when the pointer leaves the tile; jsdom and old browsers lack it.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragging.current = true;
    setMoving(pointAt(event));
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current) setMoving(pointAt(event));
  }

  function pointerUp(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current) commit(pointAt(event));
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const move = MOVES[event.key];
    if (move) {
      const step = event.shiftKey ? LARGE_STEP : STEP;
      setMoving(roundFocus({ x: shown.x + move.x * step, y: shown.y + move.y * step }));
    } else if (event.key === 'Home') {
      setMoving(CENTRE_FOCUS);
    } else {
      return;
    }
    // The page would scroll on arrows otherwise.
    event.preventDefault();
  }

  function keyUp(event: KeyboardEvent<HTMLDivElement>) {
    if (moving && (event.key in MOVES || event.key === 'Home')) commit(moving);
  }

  return (
    <div
      className="focus-picker"
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-disabled={disabled || undefined}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown.x * 100)}
      aria-valuetext={`${percent(shown.x)} across, ${percent(shown.y)} down`}
      onPointerDown={pointerDown}
      onPointerMove={pointerMove}
      onPointerUp={pointerUp}
      onPointerCancel={() => {
        dragging.current = false;
        setMoving(null);
      }}
      onKeyDown={keyDown}
      onKeyUp={keyUp}
    >
      <span className="focus-picker__marker" style={{ left: `${marker.x * 100}%`, top: `${marker.y * 100}%` }} aria-hidden="true" />
    </div>
  );
}
