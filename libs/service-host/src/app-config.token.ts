/** Injection token of the service's validated, frozen config object. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** The service's DataSource, or null for a service without a database (render, gateway). */
export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');
