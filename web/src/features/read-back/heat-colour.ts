/**
 * The colour of one heat map cell: the lowest CTR of the grid is pale, the highest full strength,
 * so the scale uses the whole range the job produced rather than an absolute one.
 */
export function heatShare(value: number, min: number, max: number): number {
  if (max <= min) return 1;
  return (value - min) / (max - min);
}

/** A background mixing the primary colour into the surface by the cell's share of the range. */
export function heatBackground(share: number): string {
  const percent = Math.round(12 + share * 68);
  return `color-mix(in srgb, var(--rm-color-primary) ${percent}%, var(--rm-color-surface))`;
}

/** Dark text on pale cells, light text on strong ones, so the figure stays readable. */
export function heatForeground(share: number): string {
  return share > 0.6 ? 'var(--rm-color-primary-fg)' : 'inherit';
}
