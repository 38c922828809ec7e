export const PRODUCT_NAME = 'Reelmix';

/** Shown on the contact page and in legal text. */
export const SUPPORT_EMAIL = 'support@reelmix.app';

export const SUPPORT_RESPONSE_HOURS = 24;
