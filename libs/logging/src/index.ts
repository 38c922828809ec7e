export * from './correlation';
export * from './logger-options';
export * from './redact';
