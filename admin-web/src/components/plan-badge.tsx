import { Badge } from '@reelmix/ui';

/** Pro or Free in words; colour only repeats what the word says. */
export function PlanBadge({ isPro }: { isPro: boolean }) {
  return <Badge variant={isPro ? 'success' : 'secondary'}>{isPro ? 'Pro' : 'Free'}</Badge>;
}
