import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { readAll } from '../../test/stream-fixtures';
import { servedRange, sliceStream } from './range-response';

function response(statusCode: number, headers: Record<string, string>): IncomingMessage {
  return { statusCode, headers } as unknown as IncomingMessage;
}

describe('servedRange', () => {
  it('reads Content-Range from a 206', () => {
    expect(servedRange(response(206, { 'content-range': 'bytes 10-19/100' }))).toEqual({ start: 10, end: 19, total: 100 });
  });

  it('treats a 200 as the whole object: the Range header was ignored', () => {
    expect(servedRange(response(200, { 'content-length': '100' }))).toEqual({ start: 0, end: 99, total: 100 });
  });

  it('returns null when it cannot tell', () => {
    expect(servedRange(response(206, {}))).toBeNull();
  });
});

describe('sliceStream', () => {
  const chunks = [Buffer.from('abc'), Buffer.from('defg'), Buffer.from('hij')];

  it.each([
    [0, 10, 'abcdefghij'],
    [0, 1, 'a'],
    [2, 3, 'cde'],
    [3, 4, 'defg'],
    [9, 5, 'j'],
  ])('skips %i and takes %i across chunk boundaries', async (skip, take, expected) => {
    expect((await readAll(sliceStream(Readable.from(chunks), skip, take))).toString()).toBe(expected);
  });

  it('stops reading the source once it has enough', async () => {
    const source = Readable.from(chunks);
    await readAll(sliceStream(source, 0, 2));

    expect(source.destroyed).toBe(true);
  });
});
