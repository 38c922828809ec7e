export * from './correlation';
export * from './logger-options';
