import { type ClipOrientation, counted } from '@reelmix/contracts/browser';

export const ORIENTATION_LABELS: Record<ClipOrientation, string> = {
  landscape: 'Landscape',
  portrait: 'Portrait',
  square: 'Square',
};

/** "1 job", "3 jobs". */
export function jobsLabel(count: number): string {
  return counted(count, 'job');
}

/** "1 output", "4 outputs". */
export function outputsLabel(count: number): string {
  return counted(count, 'output');
}
