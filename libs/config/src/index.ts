export * from './base.config';
export * from './config-error';
export * from './load-config';
export * from './to-boolean';
export * from './storage-settings';
export * from './clock';
