import { IsIn, IsInt, Matches, Max, Min } from 'class-validator';
import { defaultNodeEnv, NODE_ENVS, type NodeEnv } from './node-env';
import { SafeInProduction, unpublishedUrlPassword } from './production-rules';

/** Settings every service process reads. A service's own config class extends this one. */
export class BaseConfig {
  /**
   * `production` refuses settings that are only safe on one machine (production-rules.ts). Unset:
   * development, except in a service image, where it is production (node-env.ts).
   */
  @IsIn(NODE_ENVS)
  NODE_ENV: NodeEnv = defaultNodeEnv();

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  /** JSON lines for machines; `pretty` for a person reading a terminal. */
  @IsIn(['json', 'pretty'])
  LOG_FORMAT: 'json' | 'pretty' = 'json';

  /** HTTP port: the public API for the gateway, liveness and readiness probes for the others. */
  @IsInt() @Min(0) @Max(65535)
  PORT: number = 0;

  @Matches(/^amqps?:\/\/[^\s/]+/, { message: 'must be an amqp:// or amqps:// URL' })
  @SafeInProduction(unpublishedUrlPassword('guest'))
  AMQP_URL: string = 'amqp://guest:guest@localhost:5672';

  /** Unacked messages a consumer holds at once: bounds memory and spreads work across replicas. */
  @IsInt() @Min(1) @Max(1000)
  AMQP_PREFETCH: number = 10;

  /** Redeliveries before a message is parked in the service's dead-letter queue. */
  @IsInt() @Min(1) @Max(100)
  AMQP_DELIVERY_LIMIT: number = 5;

  @IsInt() @Min(100) @Max(120000)
  RPC_TIMEOUT_MS: number = 5000;

  /**
   * The longest wait between attempts to reach the broker or the database again after losing it
   * (reconnection, the outbox listener, event handlers held by an outage). Attempts never stop.
   */
  @IsInt() @Min(100) @Max(300000)
  OUTAGE_RETRY_MAX_MS: number = 10000;

  /**
   * After SIGTERM the service stops listening at once and requests in progress get this long to
   * finish; then their connections are cut and the process exits, so a slow or stalled client
   * cannot keep a stopping process alive (and out of its supervisor's restart).
   */
  @IsInt() @Min(100) @Max(120000)
  SHUTDOWN_GRACE_MS: number = 10000;
}

/** Settings of a service that owns a Postgres schema. */
export class DatabaseConfig extends BaseConfig {
  @Matches(/^postgres(ql)?:\/\/[^\s]+$/, { message: 'must be a postgres:// URL' })
  @SafeInProduction(unpublishedUrlPassword())
  DATABASE_URL: string = 'postgres://postgres@localhost:5432/reelmix';
}
