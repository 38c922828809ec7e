import type { CheckState } from '@reelmix/contracts';
import { Badge } from '@reelmix/ui';

const LABELS: Record<CheckState, string> = { up: 'Up', down: 'Down' };

/** Up or Down in words as well as colour, so the state reads without colour vision. */
export function CheckStateBadge({ state }: { state: CheckState }) {
  return <Badge variant={state === 'up' ? 'success' : 'destructive'}>{LABELS[state]}</Badge>;
}
