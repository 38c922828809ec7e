export * from './periodic-task';
export * from './retry-delay';
