import type { PlacementName } from '@reelmix/contracts';

/**
 * Each placement's frame as width over height, for laying out its preview at the right shape
 * before the image arrives (the same shapes the render produces).
 */
export const PLACEMENT_ASPECT: Record<PlacementName, number> = {
  '9:16': 9 / 16,
  '4:5': 4 / 5,
  '1:1': 1,
  '16:9': 16 / 9,
};

/** Where each placement runs, as the buyer knows it; the ratio alone says little in a tile heading. */
export const PLACEMENT_USES: Record<PlacementName, string> = {
  '9:16': 'Stories, Reels',
  '4:5': 'Feed',
  '1:1': 'Square',
  '16:9': 'Landscape',
};
