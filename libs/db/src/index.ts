export * from './service-data-source';
export * from './database-health';
export * from './connection-errors';
export * from './secret-cipher';
