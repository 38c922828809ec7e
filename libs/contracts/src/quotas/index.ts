export * from './quota-errors';
export * from './rolling-window';
