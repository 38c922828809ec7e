import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino } from 'pino';
import { CORRELATION_HEADER, currentCorrelationId, sanitizeCorrelationId } from './correlation';
import { canLoadPretty, PRETTY_MISSING, PRETTY_PACKAGE } from './pretty-output';
import { redactText, redactValue } from './redact';

export interface LoggingOptions {
  service: string;
  level: string;
  /** Pretty lines for a person at a terminal; JSON everywhere else. */
  pretty?: boolean;
  /** Where the pretty printer is looked for; this library's folder unless told. */
  prettyFrom?: string;
  /** Where the one warning about a missing pretty printer goes; a JSON log line unless told. */
  warn?: (message: string) => void;
}

/**
 * nestjs-pino settings: JSON lines carrying the service name and the correlation id, with every
 * secret redacted (redact.ts) from what is logged, whichever service or library logs it.
 */
export function loggerParams({ service, level, pretty = false, prettyFrom, warn }: LoggingOptions): Params {
  // Where the pretty printer is missing (an image has production packages only), a process asked
  // for pretty lines still starts, writing JSON, and says why once.
  const prettyLines = pretty && canLoadPretty(prettyFrom);
  if (pretty && !prettyLines) (warn ?? ((message) => pino({ base: { service }, messageKey: 'msg' }).warn(message)))(PRETTY_MISSING);
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
      ...(prettyLines ? { transport: { target: PRETTY_PACKAGE, options: { singleLine: true } } } : {}),
    },
  };
}

function isProbeOrScrape(url: string): boolean {
  return url.startsWith('/health/') || url === '/metrics' || url.startsWith('/metrics?');
}
