/** The Pro plan's price and trial (docs/product-rules.md#plans-and-limits): billing charges it, mail and the apps quote it. */
export const PRO_PRICE_CENTS = 2900;
export const PRO_CURRENCY = 'usd';
export const PRO_TRIAL_DAYS = 7;
