/** Injection token of the service's validated, frozen config object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
