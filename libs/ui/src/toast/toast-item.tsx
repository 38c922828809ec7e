import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { classNames } from '../class-names';
import { useAutoDismiss } from './use-auto-dismiss';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';
import type { ToastRecord } from './toast.types';

export interface ToastItemProps {
  toast: ToastRecord;
  onDismiss: (id: number) => void;
}

export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = () => onDismiss(toast.id);
  const swipe = useSwipeToDismiss(dismiss);

  // The clock stops while someone is reading, interacting or dragging (WCAG 2.2.1, timing adjustable).
  useAutoDismiss(toast.duration, hovered || focused || swipe.swiping, dismiss);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') dismiss();
  }

  const style = { '--rm-toast-offset-x': `${swipe.offsetX}px` } as CSSProperties;

  return (
    <div
      className={classNames('rm-toast', `rm-toast--${toast.variant}`, swipe.swiping && 'rm-toast--swiping')}
      style={style}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      {...swipe.handlers}
    >
      <div className="rm-toast__body">
        <p className="rm-toast__title">{toast.title}</p>
        {toast.description && <p className="rm-toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="rm-toast__close" aria-label="Dismiss notification" onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
