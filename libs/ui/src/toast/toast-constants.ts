/** Product rule: a toast stays 5 s unless the caller asks otherwise (job toasts use 8 s). */
export const DEFAULT_TOAST_DURATION_MS = 5000;

/** A rightward drag at least this long dismisses; shorter drags spring back. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Key that moves focus to the notifications region from anywhere on the page. */
export const TOAST_VIEWPORT_HOTKEY = 'F8';
