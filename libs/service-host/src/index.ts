export * from './app-config.token';
export * from './service-host.module';
export * from './run-service';
export * from './broker-transport';
export * from './graceful-shutdown';
export * from './unread-request';
export { CLOCK, type Clock, systemClock } from '@reelmix/config';
// Defined below messaging and metrics, which run their own timers on it; services take it from here.
export { PeriodicTask, type PeriodicTaskOptions } from '@reelmix/scheduling';
export * from './error-answer';
