import { useState } from 'react';
import { keepShownOrder, sameOutputs } from './output-order';

/** A job's outputs across polls: rows already on screen keep their place, new ones are appended. */
export function useShownOutputs(latest: readonly string[]): readonly string[] {
  const [shown, setShown] = useState<readonly string[]>(latest);
  const next = keepShownOrder(shown, latest);
  // Remembered during render, React's pattern for state derived from the previous render: the
  // order is right in this very render, with no effect and no second paint.
  if (!sameOutputs(next, shown)) setShown(next);
  return next;
}
