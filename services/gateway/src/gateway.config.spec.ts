import { ConfigError, loadConfig } from '@reelmix/config';
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
