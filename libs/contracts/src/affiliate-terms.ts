/**
 * The affiliate programme's headline terms (docs/product-rules.md#affiliates): the affiliates service pays by
 * them, and the apps and e-mails quote them.
 */
export const COMMISSION_PERCENT = 20;
/** Payments earn commission for this many calendar months after the referred user's first payment. */
export const COMMISSION_MONTHS = 12;
