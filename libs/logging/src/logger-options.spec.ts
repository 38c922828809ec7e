import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { loggerParams } from './logger-options';

/** A logger built from the services' settings, writing its lines into an array. */
function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { pinoHttp } = loggerParams({ service: 'test', level: 'info' }) as { pinoHttp: pino.LoggerOptions };
  return { logger: pino(pinoHttp, stream), lines };
}

describe('loggerParams', () => {
  it('redacts secrets from every log call: objects, messages and errors', () => {
    const { logger, lines } = capturingLogger();
    logger.info({ body: { email: 'a@b.c', password: 'hunter2' } }, 'login for a@b.c');
    logger.warn('reset with token=reset-token-123 failed');
    logger.error(new Error('fetch https://x/api/links/videos/a.mp4?s=sig-secret-456 failed'));
    const output = lines.join('');
    expect(output).toContain('a@b.c');
    for (const secret of ['hunter2', 'reset-token-123', 'sig-secret-456']) expect(output).not.toContain(secret);
    expect(lines).toHaveLength(3);
  });
});
