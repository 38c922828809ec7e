import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Read by screen readers; the animated ring itself is hidden from them. */
  label?: string;
  size?: SpinnerSize;
}

export function Spinner({ label = 'Loading', size = 'md', className, ...rest }: SpinnerProps) {
  return (
    <span role="status" className={classNames('rm-spinner', `rm-spinner--${size}`, className)} {...rest}>
      <span className="rm-spinner__ring" aria-hidden="true" />
      <span className="rm-visually-hidden">{label}</span>
    </span>
  );
}
