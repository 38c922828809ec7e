import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';

export type BadgeVariant = 'success' | 'destructive' | 'secondary';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

/** A short status word. Colour is never the only signal: the text itself must say the state. */
export function Badge({ variant = 'secondary', className, ...rest }: BadgeProps) {
  return <span className={classNames('rm-badge', `rm-badge--${variant}`, className)} {...rest} />;
}
