export * from './app-config.token';
export * from './service-host.module';
export * from './run-service';
export * from './broker-transport';
export * from './graceful-shutdown';
export * from './unread-request';
export { CLOCK, type Clock, systemClock } from '@reelmix/config';
export * from './error-answer';
