import { IsInt, IsString, Min } from 'class-validator';
import { DatabaseConfig } from './base.config';
import { ConfigError } from './config-error';
import { loadConfig } from './load-config';
import { ToBoolean } from './to-boolean';

class ExampleConfig extends DatabaseConfig {
  @IsString() REQUIRED_NAME!: string;
  @IsInt() @Min(1) WORKERS: number = 2;
  @ToBoolean() FEATURE: boolean = false;
}

describe('loadConfig', () => {
  it('applies defaults and converts types', () => {
    const config = loadConfig(ExampleConfig, { REQUIRED_NAME: 'x', WORKERS: '4', FEATURE: 'true' });
    expect(config.WORKERS).toBe(4);
    expect(config.FEATURE).toBe(true);
    expect(config.AMQP_URL).toBe('amqp://guest:guest@localhost:5672');
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(Object.isFrozen(config)).toBe(true);
    expect(loadConfig(ExampleConfig, { REQUIRED_NAME: 'x' }).FEATURE).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig(ExampleConfig, { REQUIRED_NAME: 'x', WORKERS: '' }).WORKERS).toBe(2);
  });

  it('names every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig(ExampleConfig, { AMQP_URL: 'nonsense', WORKERS: '0', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain('AMQP_URL');
    expect(message).toContain('"nonsense"');
    expect(message).toContain('WORKERS');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('REQUIRED_NAME');
    expect((caught as ConfigError).problems.length).toBeGreaterThanOrEqual(4);
  });

  it('never echoes secret values', () => {
    class SecretConfig {
      @IsString() @Min(5, { message: 'too short' }) SESSION_SECRET: string = '';
    }
    expect(() => loadConfig(SecretConfig, { SESSION_SECRET: 'abc' })).toThrow(/SESSION_SECRET: .*\(set\)/);
  });
});
