import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('loggerParams with LOG_FORMAT=pretty', () => {
  type PinoOptions = pino.LoggerOptions & { transport?: { target: string } };
  const optionsOf = (params: ReturnType<typeof loggerParams>) => params.pinoHttp as PinoOptions;

  it('prints through pino-pretty where it is installed, without a warning', () => {
    const warnings: string[] = [];
    const options = optionsOf(loggerParams({ service: 'test', level: 'info', pretty: true, warn: (line) => warnings.push(line) }));
    expect(options.transport?.target).toBe('pino-pretty');
    expect(warnings).toEqual([]);
  });

  it('writes JSON lines and warns once where pino-pretty cannot be loaded (an image has production packages only)', () => {
    // A folder with no node_modules above it: resolving pino-pretty from there really fails.
    const elsewhere = mkdtempSync(join(tmpdir(), 'reelmix-no-packages-'));
    try {
      const warnings: string[] = [];
      const options = optionsOf(loggerParams({ service: 'test', level: 'info', pretty: true, prettyFrom: elsewhere, warn: (line) => warnings.push(line) }));
      expect(options.transport).toBeUndefined();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/LOG_FORMAT=pretty.*pino-pretty.*JSON/);

      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const logger = pino(options, stream);
      logger.info('started');
      expect(JSON.parse(lines[0])).toMatchObject({ service: 'test', msg: 'started' });
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('leaves JSON alone: no pretty printer is looked for and nothing is said', () => {
    const warnings: string[] = [];
    const options = optionsOf(loggerParams({ service: 'test', level: 'info', prettyFrom: '/nonexistent', warn: (line) => warnings.push(line) }));
    expect(options.transport).toBeUndefined();
    expect(warnings).toEqual([]);
  });
});
