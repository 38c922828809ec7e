import 'reflect-metadata';
import { LoginRequest } from '@reelmix/contracts';
import { loggerParams } from '@reelmix/logging';
import { downloadLinkQueryString, downloadResource, signDownloadLink } from '@reelmix/storage';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { newApiKey } from '../../services/auth/src/api-keys/api-key-secret';
import { newSessionToken } from '../../services/auth/src/sessions/session-token';
import { signatureHeader } from '../../services/webhooks/src/deliveries/webhook-signature';
import { newSigningSecret } from '../../services/webhooks/src/endpoints/signing-secret';
import { evaluateModule } from '../lib/evaluate-module';

/*
 * Every kind of secret the product issues or is given, made by the product's own generator where
 * it has one, logged the ways code tends to log it (in a message, as a field, inside a request's
 * headers, in an error, in a URL), through a logger built exactly as the services build theirs.
 * None of it, nor a long piece of it, may reach the output.
 */

const ROOT = join(__dirname, '../..');
const alphanumeric = (length: number) => randomBytes(length).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, length).padEnd(length, '7');

/** npm start's own secrets: the internal token of every start and the two it keeps on disk. */
function startSecrets(): { INTERNAL_TOKEN: string; DOWNLOAD_LINK_SECRET: string; MAIL_SETTINGS_KEY: string } {
  const dir = mkdtempSync(join(tmpdir(), 'reelmix-secrets-'));
  try {
    return evaluateModule(
      join(ROOT, 'tools/lib/start-settings.mjs'),
      `(() => { const settings = imported.startSettings({ envFile: '/nonexistent', environment: {} });
        return { INTERNAL_TOKEN: settings.INTERNAL_TOKEN, ...imported.lastingSecrets({}, ${JSON.stringify(join(dir, 'secrets.json'))}) }; })()`,
    ) as ReturnType<typeof startSecrets>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function productLogger(): { logger: pino.Logger; output: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { pinoHttp } = loggerParams({ service: 'secrets-test', level: 'info' }) as { pinoHttp: pino.LoggerOptions };
  return { logger: pino(pinoHttp, stream), output: () => lines.join('') };
}

interface Shape {
  what: string;
  secret: string;
  /** The ways it gets logged; `MARK` stays in each, so a line that was dropped cannot pass. */
  logged: (logger: pino.Logger) => void;
}

const MARK = 'still-readable';
const started = startSecrets();
const apiKey = newApiKey();
const sessionToken = newSessionToken();
const resetToken = newSessionToken();
const signingSecret = newSigningSecret();
const linkQuery = signDownloadLink(started.DOWNLOAD_LINK_SECRET, { userId: 'user-1', resource: downloadResource.video('h1-b1-c1_9x16.mp4'), expiresAt: new Date(Date.now() + 3600000) });
const brokerPassword = alphanumeric(24);
const databasePassword = `${alphanumeric(20)}%40x`;

const SHAPES: Shape[] = [
  {
    what: 'API key (rmx_)',
    secret: apiKey,
    logged: (logger) => {
      logger.info(`${MARK}: key ${apiKey} refused`);
      logger.info({ key: apiKey, apiKey }, MARK);
      logger.info({ headers: { authorization: `Bearer ${apiKey}` } }, MARK);
      logger.warn(`${MARK} Authorization: Bearer ${apiKey}`);
      logger.error(new Error(`${MARK}: GET /api/v1/jobs with ${apiKey} failed`));
    },
  },
  {
    what: 'session token and its cookie',
    secret: sessionToken,
    logged: (logger) => {
      logger.info({ headers: { cookie: `reelmix_session=${sessionToken}; other=1` } }, MARK);
      logger.info(`${MARK}\ncookie: __Host-reelmix_session=${sessionToken}\nset-cookie: reelmix_session=${sessionToken}; Path=/; HttpOnly`);
      logger.info(`${MARK}: reelmix_session=${sessionToken} has expired`);
      logger.info({ sessionToken, token: sessionToken }, MARK);
      logger.info(`${MARK}: session ${sessionToken} resolved`);
    },
  },
  {
    what: 'password reset token',
    secret: resetToken,
    logged: (logger) => {
      logger.info(`${MARK}: GET /reset-password/${resetToken}`);
      logger.info(`${MARK}: body {"token":"${resetToken}","password":"a new password"}`);
      logger.info({ body: { token: resetToken } }, MARK);
      logger.warn(`${MARK}: no reset for ${resetToken}`);
    },
  },
  {
    what: 'download link signature',
    secret: linkQuery.s,
    logged: (logger) => {
      logger.info({ req: { url: `/api/links/videos/h1.mp4?${downloadLinkQueryString(linkQuery)}` } }, MARK);
      logger.info(`${MARK}: GET https://reelmix.example/api/links/videos/h1.mp4?${downloadLinkQueryString(linkQuery)}`);
      logger.info({ ...linkQuery }, MARK);
      logger.info(`${MARK}: signature ${linkQuery.s} does not match`);
    },
  },
  {
    what: 'webhook signing secret (whsec_)',
    secret: signingSecret,
    logged: (logger) => {
      logger.info(`${MARK}: endpoint created with ${signingSecret}`);
      logger.info({ endpoint: { id: 'e-1', url: 'https://hooks.example.com/x', secret: signingSecret } }, MARK);
      logger.info({ headers: { 'reelmix-signature': signatureHeader(signingSecret, '{}', new Date()) } }, MARK);
    },
  },
  ...['sk_live_', 'rk_live_', 'sk_test_'].map((prefix): Shape => {
    const key = `${prefix}51${alphanumeric(96)}`;
    return {
      what: `Stripe key (${prefix})`,
      secret: key,
      logged: (logger) => {
        logger.info(`${MARK}: Stripe answered 401 for ${key}`);
        logger.info({ STRIPE_SECRET_KEY: key }, MARK);
      },
    };
  }),
  (() => {
    const secret = `whsec_${alphanumeric(32)}`;
    return {
      what: "Stripe's webhook signing secret",
      secret,
      logged: (logger: pino.Logger) => {
        logger.info(`${MARK}: webhook set up with ${secret}`);
        logger.info({ STRIPE_WEBHOOK_SECRET: secret }, MARK);
      },
    };
  })(),
  {
    what: 'internal token header',
    secret: started.INTERNAL_TOKEN,
    logged: (logger) => {
      logger.info({ headers: { 'x-internal-token': started.INTERNAL_TOKEN, 'x-user-id': 'u-1' } }, MARK);
      logger.info(`${MARK}\nx-internal-token: ${started.INTERNAL_TOKEN}\naccept: */*`);
      logger.info(`${MARK}: sent x-internal-token=${started.INTERNAL_TOKEN}`);
      logger.info({ INTERNAL_TOKEN: started.INTERNAL_TOKEN }, MARK);
    },
  },
  {
    what: 'secrets in settings (download link secret, mail key)',
    secret: started.DOWNLOAD_LINK_SECRET,
    logged: (logger) => {
      logger.info({ DOWNLOAD_LINK_SECRET: started.DOWNLOAD_LINK_SECRET, MAIL_SETTINGS_KEY: started.MAIL_SETTINGS_KEY }, MARK);
      logger.info(`${MARK}: secret ${started.DOWNLOAD_LINK_SECRET} is too short`);
    },
  },
  {
    what: 'mail settings key',
    secret: started.MAIL_SETTINGS_KEY,
    logged: (logger) => logger.info({ config: { MAIL_SETTINGS_KEY: started.MAIL_SETTINGS_KEY } }, MARK),
  },
  {
    what: 'password in a broker URL',
    secret: brokerPassword,
    logged: (logger) => {
      const url = `amqp://reelmix:${brokerPassword}@rabbitmq:5672/reelmix`;
      logger.info(`${MARK}: connecting to ${url}`);
      logger.error(new Error(`${MARK}: connect ECONNREFUSED ${url}`));
      logger.info({ AMQP_URL: url, target: new URL(url) }, MARK);
    },
  },
  {
    what: 'password in a database URL',
    secret: databasePassword,
    logged: (logger) => {
      const url = `postgres://reelmix:${databasePassword}@db.internal:5432/reelmix?sslmode=require`;
      logger.info(`${MARK}: database at ${url}`);
      logger.info({ database: { url } }, MARK);
    },
  },
  {
    what: 'password in a request object',
    secret: 'correct horse battery staple',
    logged: (logger) => {
      logger.info({ request: Object.assign(new LoginRequest(), { email: 'ada@example.com', password: 'correct horse battery staple' }) }, MARK);
      logger.info(`${MARK}: email=ada%40example.com&password=correct horse battery staple`.replace(/ /g, '+'));
    },
  },
];

describe('secrets in the logs', () => {
  it.each(SHAPES.map((shape) => [shape.what, shape] as const))('keeps out every trace of: %s', (_what, shape) => {
    const { logger, output } = productLogger();
    shape.logged(logger);
    const written = output();
    expect(written.split('\n').filter(Boolean).every((line) => (JSON.parse(line) as { msg?: string }).msg?.includes(MARK) ?? false)).toBe(true);
    const secret = shape.secret.replace(/ /g, '+');
    // The whole secret, and its last 16 characters: a rule that stops early leaves the tail.
    for (const piece of [shape.secret, secret, secret.slice(-16)]) expect({ what: shape.what, leaked: written.includes(piece) }).toEqual({ what: shape.what, leaked: false });
  });

  it('keeps what is not secret readable: addresses, hosts without passwords, ids, file names, times', () => {
    const { logger, output } = productLogger();
    logger.info({ email: 'ada@example.com', userId: 'user-1', url: 'https://hooks.example.com/reelmix?page=2', jobId: 'job-42' }, 'job h1-b1-c1_9x16.mp4 at 12:30 on amqp://rabbitmq:5672');
    const written = output();
    for (const kept of ['ada@example.com', 'user-1', 'https://hooks.example.com/reelmix?page=2', 'job-42', 'h1-b1-c1_9x16.mp4', '12:30', 'amqp://rabbitmq:5672']) expect(written).toContain(kept);
  });
});
