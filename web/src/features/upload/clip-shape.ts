import { orientationOf, PLACEMENT_NAMES, placementAspect } from '@reelmix/contracts/browser';
import { ORIENTATION_LABELS } from '../clip-library/clip-labels';

/** As orientationOf's square: within 2%, so a 1080x1078 export of a 9:16 design still reads 9:16. */
const SAME_RATIO = 0.02;

/**
 * "16:9 landscape", "9:16 portrait", "1:1 square" when the picture matches a placement the product
 * renders (what a buyer compares a clip against), else the library's plain "Landscape".
 */
export function clipShapeLabel(width: number, height: number): string {
  const orientation = ORIENTATION_LABELS[orientationOf(width, height)];
  const ratio = width / height;
  const placement = PLACEMENT_NAMES.find((name) => Math.abs(ratio / placementAspect(name) - 1) <= SAME_RATIO);
  return placement ? `${placement} ${orientation.toLowerCase()}` : orientation;
}
