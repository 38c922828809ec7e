/**
 * A browser that opens an e-mail download link which cannot be served (expired, edited, gone) is
 * sent to this page of the web app rather than shown the API's JSON; API clients still get JSON.
 */
export const LINK_PROBLEM_PATH = '/link-expired';

/** `?reason=` of that page: the gateway sets it, the page explains it. */
export const LINK_PROBLEM_REASONS = ['expired', 'invalid', 'missing', 'unavailable'] as const;
export type LinkProblemReason = (typeof LINK_PROBLEM_REASONS)[number];
