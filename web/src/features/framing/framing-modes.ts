import type { FramingChoice, FramingMode } from '@reelmix/contracts/browser';

/** The short names of the tile's mode selector; the upload form's framing picker explains each in full. */
export const MODE_NAMES: Record<FramingChoice, string> = { auto: 'Auto', fill: 'Fill', blur: 'Blur', fit: 'Fit' };

/**
 * What a tile says it will render: "Auto: blur" shows what auto decided for this clip. `mode` is
 * null while a newly chosen auto is still being saved, since only the server decides it.
 */
export function modeSummary(choice: FramingChoice, mode: FramingMode | null): string {
  if (choice !== 'auto') return MODE_NAMES[choice];
  return mode ? `Auto: ${mode}` : 'Auto';
}
