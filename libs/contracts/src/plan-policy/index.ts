/*
 * What each plan may do (docs/product-rules.md#plans-and-limits): limits, fair-use quotas, render priority, history
 * depth, clip retention and capabilities, with the messages that quote them. Pure and
 * decorator-free, so the services and both web apps import the same numbers.
 */
export * from './plan';
export * from './limits';
export * from './quotas';
export * from './render-priority';
export * from './history';
export * from './retention';
export * from './capabilities';
export * from './limit-messages';
export * from './subscription';
export * from './pricing';
export * from './plan-policy';
