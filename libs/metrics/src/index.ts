export * from './define-metric';
export * from './process-metrics';
export * from './metrics-text';
export * from './metrics.controller';
export * from './metrics-listener';
export * from './stored-bytes';
export * from './periodic-reading';
