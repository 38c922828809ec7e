import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CORRELATION_HEADER, currentCorrelationId, sanitizeCorrelationId } from './correlation';
import { redactText, redactValue } from './redact';

export interface LoggingOptions {
  service: string;
  level: string;
  /** Pretty lines for a person at a terminal; JSON everywhere else. */
  pretty?: boolean;
}

/**
 * nestjs-pino settings: JSON lines carrying the service name and the correlation id, with every
 * secret redacted (redact.ts) from what is logged, whichever service or library logs it.
 */
export function loggerParams({ service, level, pretty = false }: LoggingOptions): Params {
  return {
    pinoHttp: {
      level,
      base: { service },
      messageKey: 'msg',
      mixin: () => {
        const correlationId = currentCorrelationId();
        return correlationId ? { correlationId } : {};
      },
      // Every log call's arguments (objects, messages, errors) pass the redaction rules first.
      hooks: {
        logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
          method.apply(this, args.map((arg) => redactValue(arg)));
        },
      },
      genReqId: (req: IncomingMessage) => sanitizeCorrelationId(req.headers[CORRELATION_HEADER]) ?? randomUUID(),
      // Probes and metrics scrapes run every few seconds; logging them would drown everything else.
      autoLogging: { ignore: (req: IncomingMessage) => isProbeOrScrape(req.url ?? '') },
      // Method, path and status are what a reader needs; headers would leak cookies into logs, and
      // the path itself may carry a signed link's signature or a reset token.
      serializers: {
        req: (req: { id?: unknown; method?: string; url?: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url === undefined ? undefined : redactText(req.url),
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      ...(pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
    },
  };
}

function isProbeOrScrape(url: string): boolean {
  return url.startsWith('/health/') || url === '/metrics' || url.startsWith('/metrics?');
}
