/*
 * The words of the product every side shares: sections, placements, framing modes, how outputs
 * are named and which file names are safe, a clip's label, with the messages about them and how
 * a count is worded. Plain code only, so the browser entry exports it as it is.
 */
export * from './sections';
export * from './placements';
export * from './framing-modes';
export * from './output-name';
export * from './safe-file-name';
export * from './messages';
export * from './counted';
export * from './completed-job-message';
export * from './time-left';
export * from './clip-label';
export * from './job-name';
export * from './safe-zones';
export * from './text-variants';
