/** The few colours the mails use, shared by the layout and its building blocks. */
export const INK = '#1a1a1a';
export const MUTED = '#777777';
export const ACCENT = '#4f46e5';
