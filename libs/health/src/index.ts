export * from './readiness.service';
export * from './health.controller';
export * from './health-rpc.controller';
export * from './health.module';
export * from './serving-state';
