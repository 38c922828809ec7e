import { type BaseConfig, loadConfig } from '@reelmix/config';

/**
 * Settings for a service under test that must take its production code paths (no made-up admin,
 * no loopback webhooks). Production mode refuses the test infrastructure itself (RabbitMQ's
 * published guest password), so the settings are validated as in test mode and then marked
 * production; what production mode refuses is tested on its own (libs/config).
 */
export function loadProductionConfig<T extends BaseConfig>(schema: new () => T, env: Record<string, string>): Readonly<T> {
  return Object.freeze({ ...loadConfig(schema, { ...env, NODE_ENV: 'test' }), NODE_ENV: 'production' as const });
}
