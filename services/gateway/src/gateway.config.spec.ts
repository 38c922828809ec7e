import { ConfigError, loadConfig } from '@reelmix/config';
import { randomBytes } from 'node:crypto';
import { GatewayConfig } from './gateway.config';

const required = { INTERNAL_TOKEN: 'test-internal-token-0123456789', DOWNLOAD_LINK_SECRET: 'test-download-link-secret-0123456789' };

describe('GatewayConfig METRICS_PORT', () => {
  it('defaults to 9464', () => {
    expect(loadConfig(GatewayConfig, required).METRICS_PORT).toBe(9464);
  });

  it('refuses the public port, or a number that is not a port', () => {
    expect(() => loadConfig(GatewayConfig, { ...required, PORT: '9000', METRICS_PORT: '9000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig(GatewayConfig, { ...required, METRICS_PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig(GatewayConfig, { ...required, METRICS_PORT: 'abc' })).toThrow(ConfigError);
  });
});

describe('GatewayConfig in production', () => {
  const secret = () => randomBytes(32).toString('hex');
  const deployment = () => ({
    NODE_ENV: 'production',
    AMQP_URL: `amqps://gateway:${secret()}@broker.internal:5671/reelmix`,
    PUBLIC_URL: 'https://app.reelmix.example',
    INTERNAL_TOKEN: secret(),
    DOWNLOAD_LINK_SECRET: secret(),
    STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hreelmix',
    S3_ENDPOINT: 's3.internal',
    S3_SECRET_KEY: secret(),
  });

  it("starts with a deployment's own settings, the dev mailbox off", () => {
    const config = loadConfig(GatewayConfig, deployment());
    expect(config.NODE_ENV).toBe('production');
    expect(config.DEV_MAILBOX).toBe(false);
  });

  it('refuses the dev mailbox, an http address and no Stripe key, all at once', () => {
    const refusal = (() => {
      try {
        loadConfig(GatewayConfig, { ...deployment(), DEV_MAILBOX: 'true', PUBLIC_URL: 'http://127.0.0.1:8080', STRIPE_PUBLISHABLE_KEY: '' });
      } catch (error) {
        return error as ConfigError;
      }
      throw new Error('accepted');
    })();
    expect(refusal.problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['DEV_MAILBOX', 'PUBLIC_URL', 'STRIPE_PUBLISHABLE_KEY']);
  });

  it('reads DEV_MAILBOX in development, off unless set', () => {
    expect(loadConfig(GatewayConfig, required).DEV_MAILBOX).toBe(false);
    expect(loadConfig(GatewayConfig, { ...required, DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true);
  });
});
