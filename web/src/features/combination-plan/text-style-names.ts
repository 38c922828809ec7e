import type { TextBackdrop, TextPosition, TextSize, TextWeight } from '@reelmix/contracts/browser';

/** The style's choices in the buyer's words. */
export const SIZE_NAMES: Readonly<Record<TextSize, string>> = { small: 'Small', medium: 'Medium', large: 'Large' };
export const WEIGHT_NAMES: Readonly<Record<TextWeight, string>> = { regular: 'Regular', bold: 'Bold' };
export const BACKDROP_NAMES: Readonly<Record<TextBackdrop, string>> = { box: 'Box', outline: 'Outline' };
export const POSITION_NAMES: Readonly<Record<TextPosition, string>> = { top: 'Top', centre: 'Centre', bottom: 'Bottom' };
