import { withProductionPasswordHashing } from '@reelmix/testing';
import { randomBytes } from 'node:crypto';
import type { StackEnvironment } from '../../e2e/fixtures/stack-env';

export interface ContainerEnvOptions {
  environment: StackEnvironment;
  /** The address customers use: the only origin the gateway accepts writes from. */
  publicUrl: string;
  admin: { email: string; password: string };
  /**
   * An SMTP server the mail container reaches; without one mail stays queued. `requireTls` false
   * only for a server known to offer no STARTTLS (the tests' capture server).
   */
  smtp?: { host: string; port: number; requireTls: boolean };
}

/**
 * The settings of a local stack of containers. Like Compose's, it runs in development mode: the
 * built-in test payment provider and a plain-http address on loopback, which production mode
 * refuses. It never serves the dev mailbox: that is `npm start`'s alone, so mail goes to SMTP.
 * Secrets are new for each stack. Passwords are hashed at the images' production cost.
 */
export function containerEnv({ environment, publicUrl, admin, smtp }: ContainerEnvOptions): Record<string, string> {
  const { PORT_OFFSET: _offset, RESTART_DELAY_MS: _restart, ...services } = withProductionPasswordHashing(environment.env);
  return {
    ...services,
    NODE_ENV: 'development',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    PUBLIC_URL: publicUrl,
    INTERNAL_TOKEN: randomBytes(24).toString('hex'),
    DOWNLOAD_LINK_SECRET: randomBytes(32).toString('base64url'),
    MAIL_SETTINGS_KEY: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(smtp ? { SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_REQUIRE_TLS: String(smtp.requireTls) } : {}),
  };
}
