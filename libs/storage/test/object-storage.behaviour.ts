import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectStorage } from '../src/object-storage';
import {
  InvalidByteRangeError,
  InvalidObjectKeyError,
  InvalidObjectOptionsError,
  ObjectNotFoundError,
  ObjectSizeMismatchError,
} from '../src/storage.errors';
import {
  collect,
  failingStream,
  patternBytes,
  patternStream,
  patternStreamSha256,
  readAll,
  sha256OfStream,
} from './stream-fixtures';

/** Several MB in 64 KiB chunks, and not a round number, so the last chunk is short. */
const LARGE_BODY_BYTES = 6 * 1024 * 1024 + 12345;

const BAD_KEYS: Array<[string, string]> = [
  ['empty', ''],
  ['absolute', '/etc/passwd'],
  ['parent at the start', '../outside'],
  ['parent in the middle', 'sources/../../outside'],
  ['dot segment', 'sources/./a'],
  ['empty segment', 'sources//a'],
  ['trailing slash', 'sources/a/'],
  ['NUL byte', 'sources/a\u0000b'],
  ['backslash', 'sources\\..\\a'],
  ['over 1024 bytes', 'k'.repeat(1025)],
  ['over 1024 bytes in UTF-8', 'é'.repeat(513)],
];

/**
 * What every `ObjectStorage` must do, written once and run against each implementation (local
 * disk in the unit tests, MinIO's client against an S3 server in the integration tests).
 * `createStorage` must return a fresh, empty store each time.
 */
export function objectStorageBehaviour(createStorage: () => Promise<ObjectStorage>): void {
  let storage: ObjectStorage;

  beforeEach(async () => {
    storage = await createStorage();
    await storage.ensureReady();
  });

  describe('put and get', () => {
    it('round-trips a Buffer and reports its size', async () => {
      const result = await storage.put('outputs/u1/j1/a.bin', Buffer.from('hello'));

      expect(result).toMatchObject({ key: 'outputs/u1/j1/a.bin', size: 5 });
      expect((await readAll(await storage.get('outputs/u1/j1/a.bin'))).toString()).toBe('hello');
    });

    it('streams a body of several MB with a known size', async () => {
      const key = 'sources/u1/up1/body/large';
      const result = await storage.put(key, patternStream(LARGE_BODY_BYTES), {
        size: LARGE_BODY_BYTES,
        contentType: 'video/mp4',
      });

      expect(result.size).toBe(LARGE_BODY_BYTES);
      expect(await sha256OfStream(await storage.get(key))).toBe(patternStreamSha256(LARGE_BODY_BYTES));
      expect((await storage.stat(key))?.size).toBe(LARGE_BODY_BYTES);
    });

    it('stores a local file as it is, with its content type', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'put-file-'));
      try {
        const path = join(dir, 'clip.mp4');
        await writeFile(path, Buffer.alloc(70_000, 7));
        const result = await storage.putFile('outputs/u1/j1/clip.mp4', path, { contentType: 'video/mp4' });

        expect(result.size).toBe(70_000);
        expect((await storage.stat('outputs/u1/j1/clip.mp4'))?.contentType).toBe('video/mp4');
        expect(await readAll(await storage.get('outputs/u1/j1/clip.mp4'))).toEqual(Buffer.alloc(70_000, 7));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('streams a body whose size is not known in advance', async () => {
      const result = await storage.put('sources/u1/up1/cta/unsized', patternStream(300_000));

      expect(result.size).toBe(300_000);
      expect(await sha256OfStream(await storage.get('sources/u1/up1/cta/unsized'))).toBe(patternStreamSha256(300_000));
    });

    it('stores an empty object', async () => {
      await storage.put('outputs/u1/j1/empty', Buffer.alloc(0), { size: 0 });

      expect((await readAll(await storage.get('outputs/u1/j1/empty'))).length).toBe(0);
      expect((await storage.stat('outputs/u1/j1/empty'))?.size).toBe(0);
    });

    it('replaces an existing object, metadata included', async () => {
      await storage.put('outputs/u1/j1/x', Buffer.from('first'), { metadata: { stage: 'one' } });
      await storage.put('outputs/u1/j1/x', Buffer.from('second!'));

      expect((await readAll(await storage.get('outputs/u1/j1/x'))).toString()).toBe('second!');
      expect(await storage.stat('outputs/u1/j1/x')).toMatchObject({ size: 7, metadata: {} });
    });

    it('keeps "a" and "a/b" as two objects, as S3 does', async () => {
      await storage.put('outputs/a', Buffer.from('file'));
      await storage.put('outputs/a/b', Buffer.from('nested'));

      expect((await readAll(await storage.get('outputs/a'))).toString()).toBe('file');
      expect((await readAll(await storage.get('outputs/a/b'))).toString()).toBe('nested');
    });

    // No "%" or "+" here: s3rver ignores `encoding-type=url` in listings, so the client's decoding
    // garbles them there (MinIO and S3 encode as asked). The local-disk spec covers them.
    it('round-trips keys with spaces, "~" and non-ASCII characters', async () => {
      const key = 'outputs/u1/j1/Spring sale ~ half off — été.mp4';
      await storage.put(key, Buffer.from('clip'));

      expect((await readAll(await storage.get(key))).toString()).toBe('clip');
      expect(await collect(storage.list('outputs/u1/j1/'))).toEqual([{ key, size: 4 }]);
    });

    it('rejects a missing key with ObjectNotFoundError', async () => {
      await expect(storage.get('outputs/u1/j1/missing')).rejects.toBeInstanceOf(ObjectNotFoundError);
    });
  });

  describe('a failed put leaves nothing behind', () => {
    it('rejects with the body stream’s own error', async () => {
      const hangUp = new Error('client went away');

      await expect(storage.put('sources/u1/up1/intro/r1', failingStream(100_000, hangUp))).rejects.toBe(hangUp);
      expect(await storage.stat('sources/u1/up1/intro/r1')).toBeNull();
      expect(await collect(storage.list(''))).toEqual([]);
    });

    it('refuses a body shorter than its declared size', async () => {
      await expect(storage.put('sources/u1/up1/intro/r1', patternStream(1000), { size: 1001 })).rejects.toBeInstanceOf(
        ObjectSizeMismatchError,
      );
      expect(await storage.stat('sources/u1/up1/intro/r1')).toBeNull();
    });

    it('refuses a body longer than its declared size', async () => {
      await expect(storage.put('sources/u1/up1/intro/r1', patternStream(200_000), { size: 1000 })).rejects.toBeInstanceOf(
        ObjectSizeMismatchError,
      );
      await expect(storage.put('sources/u1/up1/intro/r2', Buffer.alloc(10), { size: 9 })).rejects.toBeInstanceOf(
        ObjectSizeMismatchError,
      );
      expect(await collect(storage.list(''))).toEqual([]);
    });

    it('keeps the previous object when its replacement fails', async () => {
      await storage.put('outputs/u1/j1/x', Buffer.from('original'));

      await expect(storage.put('outputs/u1/j1/x', failingStream(10, new Error('boom')))).rejects.toThrow('boom');
      expect((await readAll(await storage.get('outputs/u1/j1/x'))).toString()).toBe('original');
    });
  });

  describe('getRange', () => {
    const body = patternBytes(10_000);

    beforeEach(async () => {
      await storage.put('outputs/u1/j1/v.mp4', body, { size: body.length });
    });

    it('returns bytes start..end inclusive', async () => {
      expect(await readAll(await storage.getRange('outputs/u1/j1/v.mp4', 100, 4099))).toEqual(body.subarray(100, 4100));
      expect(await readAll(await storage.getRange('outputs/u1/j1/v.mp4', 0, 0))).toEqual(body.subarray(0, 1));
    });

    it('clamps an end past the object, as HTTP ranges do', async () => {
      expect(await readAll(await storage.getRange('outputs/u1/j1/v.mp4', 9_990, 50_000))).toEqual(body.subarray(9_990));
    });

    it('refuses a start at or past the end', async () => {
      await expect(storage.getRange('outputs/u1/j1/v.mp4', 10_000, 10_010)).rejects.toBeInstanceOf(InvalidByteRangeError);
    });

    it.each([
      ['end before start', 10, 9],
      ['negative start', -1, 10],
      ['fractional', 0.5, 10],
    ])('refuses a malformed range (%s)', async (_, start, end) => {
      await expect(storage.getRange('outputs/u1/j1/v.mp4', start, end)).rejects.toBeInstanceOf(InvalidByteRangeError);
    });

    it('rejects a missing key with ObjectNotFoundError', async () => {
      await expect(storage.getRange('outputs/u1/j1/missing', 0, 10)).rejects.toBeInstanceOf(ObjectNotFoundError);
    });
  });

  describe('stat', () => {
    it('returns size, content type, metadata and modification time', async () => {
      const before = Date.now();
      await storage.put('sources/u1/up1/intro/r1', Buffer.from('abc'), {
        contentType: 'video/quicktime',
        metadata: { 'original-name': 'Hook – première.mov', section: 'intro' },
      });

      const stat = await storage.stat('sources/u1/up1/intro/r1');

      expect(stat).toEqual({
        size: 3,
        contentType: 'video/quicktime',
        metadata: { 'original-name': 'Hook – première.mov', section: 'intro' },
        lastModified: expect.any(Date),
      });
      // Servers keep whole seconds; allow for that and a little clock skew.
      expect(Math.abs((stat?.lastModified.getTime() ?? 0) - before)).toBeLessThan(60_000);
    });

    it('defaults the content type to application/octet-stream', async () => {
      await storage.put('outputs/u1/j1/raw', Buffer.from('x'));

      expect((await storage.stat('outputs/u1/j1/raw'))?.contentType).toBe('application/octet-stream');
    });

    it('returns null for a missing key', async () => {
      expect(await storage.stat('outputs/u1/j1/missing')).toBeNull();
    });
  });

  describe('delete and deletePrefix', () => {
    beforeEach(async () => {
      for (const key of ['sources/u1/a/intro/1', 'sources/u1/b/body/2', 'sources/u10/c/cta/3', 'outputs/u1/j/x.mp4']) {
        await storage.put(key, Buffer.from(key));
      }
    });

    it('deletes one object; deleting a missing one is not an error', async () => {
      await storage.delete('sources/u1/a/intro/1');
      await storage.delete('sources/u1/a/intro/1');

      expect(await storage.stat('sources/u1/a/intro/1')).toBeNull();
      expect(await storage.stat('sources/u1/b/body/2')).not.toBeNull();
    });

    it('deletes everything under a prefix and says how many', async () => {
      expect(await storage.deletePrefix('sources/u1/')).toBe(2);

      expect((await collect(storage.list(''))).map((o) => o.key)).toEqual(['outputs/u1/j/x.mp4', 'sources/u10/c/cta/3']);
      expect(await storage.deletePrefix('sources/u1/')).toBe(0);
    });

    it('treats a prefix without a trailing slash as a plain string prefix', async () => {
      expect(await storage.deletePrefix('sources/u1')).toBe(3);
    });

    it('refuses an empty prefix rather than deleting everything', async () => {
      await expect(storage.deletePrefix('')).rejects.toBeInstanceOf(InvalidObjectKeyError);
      expect(await collect(storage.list(''))).toHaveLength(4);
    });
  });

  describe('list and usage', () => {
    it('lists keys under a prefix with sizes, in key order', async () => {
      const keys = ['p/a/z', 'p/ab', 'p/a/b/c', 'p/B', 'p/ac/d', 'q/a'];
      for (const key of keys) await storage.put(key, Buffer.alloc(key.length));

      expect(await collect(storage.list('p/'))).toEqual([
        { key: 'p/B', size: 3 },
        { key: 'p/a/b/c', size: 7 },
        { key: 'p/a/z', size: 5 },
        { key: 'p/ab', size: 4 },
        { key: 'p/ac/d', size: 6 },
      ]);
      expect((await collect(storage.list('p/a'))).map((o) => o.key)).toEqual(['p/a/b/c', 'p/a/z', 'p/ab', 'p/ac/d']);
      expect((await collect(storage.list('p/a/'))).map((o) => o.key)).toEqual(['p/a/b/c', 'p/a/z']);
      expect(await collect(storage.list('nothing/here'))).toEqual([]);
    });

    it('reports total bytes and object count', async () => {
      expect(await storage.usage()).toEqual({ bytes: 0, objects: 0 });

      await storage.put('outputs/u1/j1/a', Buffer.alloc(1000));
      await storage.put('sources/u2/up/body/b', patternStream(2345), { size: 2345 });

      expect(await storage.usage()).toEqual({ bytes: 3345, objects: 2 });
    });
  });

  describe('put options', () => {
    it.each([
      ['a negative size', { size: -1 }],
      ['a fractional size', { size: 1.5 }],
      ['a content type with a line break', { contentType: 'video/mp4\r\nX-Evil: 1' }],
      ['an upper-case metadata name', { metadata: { Section: 'intro' } }],
      ['a metadata name with an underscore', { metadata: { original_name: 'a' } }],
      ['more than 2 KB of metadata', { metadata: { big: 'x'.repeat(2100) } }],
    ])('refuses %s and stores nothing', async (_, opts) => {
      await expect(storage.put('outputs/u1/j1/x', Buffer.from('x'), opts)).rejects.toBeInstanceOf(
        InvalidObjectOptionsError,
      );
      expect(await storage.stat('outputs/u1/j1/x')).toBeNull();
    });
  });

  describe('key validation', () => {
    it.each(BAD_KEYS)('refuses a key that is %s on every call', async (_, key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(storage.getRange(key, 0, 1)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    });

    it.each(['../', '/sources/', 'sources/../', 'a\u0000'])('refuses the prefix %j for list and deletePrefix', async (prefix) => {
      await expect(collect(storage.list(prefix))).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(storage.deletePrefix(prefix)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    });
  });
}
