import { Button } from '@reelmix/ui';
import type { ReactNode } from 'react';
import './render-actions.css';

export interface RenderActionsProps {
  /** The button's text, which carries the count of videos a start renders. */
  label: string;
  onRender: () => void;
  disabled: boolean;
  /** Why the render cannot start, if it cannot. */
  blocker: string | null;
  /** A framing or plan change is still on its way, so the render waits for it. */
  saving: boolean;
  /** Shown in place of the button once the job has started rendering. */
  startedAction?: ReactNode;
}

/**
 * The end of the review: the render button held in view, and the notes saying why it waits. The
 * notes come first in the page so that on a phone, where only the button's line stays in view,
 * they read in the page just above it.
 */
export function RenderActions({ label, onRender, disabled, blocker, saving, startedAction }: RenderActionsProps) {
  return (
    <div className="render-actions">
      {(blocker || saving) && (
        <div className="render-actions__notes">
          {blocker && <p className="render-actions__blocked">{blocker}</p>}
          {saving && <p className="render-actions__saving">Saving your changes...</p>}
        </div>
      )}
      <div className="render-actions__bar">
        {startedAction ?? (
          <Button size="lg" onClick={onRender} disabled={disabled}>
            {label}
          </Button>
        )}
      </div>
    </div>
  );
}
