import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Whether the box's content is wider than the box, measured again whenever either changes size. */
function useOverflowsSideways(box: React.RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}

/**
 * A table that may be wider than the screen scrolls inside its own box. When it does, a line above
 * it says so (a hidden scroll bar is no cue on a phone), and the box takes the keyboard's focus and
 * a name, so arrow keys reach the columns past its edge.
 */
export function SidewaysScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const cueId = useId();
  const overflows = useOverflowsSideways(box);
  return (
    <div className="read-back-scroll">
      {overflows ? (
        <p id={cueId} className="read-back-scroll__cue">
          Scroll sideways for more columns <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div
        ref={box}
        className="read-back-table-wrap"
        {...(overflows ? { role: 'region', tabIndex: 0, 'aria-label': label, 'aria-describedby': cueId } : {})}
      >
        {children}
      </div>
    </div>
  );
}
