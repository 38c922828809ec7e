import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface TableScrollProps {
  /** Names the scrolling box for assistive technology; usually the table's caption. */
  label: string;
  /** The line shown above the box while its content is wider than it. */
  cue?: string;
  children: ReactNode;
}

/** Whether the box's content is wider than the box, measured again whenever either changes size. */
function useOverflowsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content may widen without its wrapper changing size (a grid of tables that wraps), so its
    // children are watched as well.
    const content = element.firstElementChild;
    if (content) {
      observer.observe(content);
      for (const child of Array.from(content.children)) observer.observe(child);
    }
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}

/**
 * The box around a wide table: on a narrow screen the table scrolls inside it instead of widening
 * the page. When it does, a line above it says so (a hidden scroll bar is no cue on a phone), and
 * the box takes the keyboard's focus and a name, so arrow keys reach the columns past its edge.
 */
export function TableScroll({ label, cue = 'Scroll sideways for more columns', children }: TableScrollProps) {
  const box = useRef<HTMLDivElement>(null);
  const cueId = useId();
  const overflows = useOverflowsSideways(box);
  return (
    <div className="table-scroll">
      {overflows ? (
        <p id={cueId} className="table-scroll__cue">
          {cue} <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div
        ref={box}
        className="table-scroll__box"
        {...(overflows ? { role: 'region', tabIndex: 0, 'aria-label': label, 'aria-describedby': cueId } : {})}
      >
        {children}
      </div>
    </div>
  );
}
