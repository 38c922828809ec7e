import type { ReactNode } from 'react';

export interface TableScrollProps {
  /** Names the scrolling box for assistive technology; usually the table's caption. */
  label: string;
  children: ReactNode;
}

/**
 * The box around a wide table: on a narrow screen the table scrolls inside it instead of widening
 * the page. It takes focus so the table can be scrolled from the keyboard as well.
 */
export function TableScroll({ label, children }: TableScrollProps) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
