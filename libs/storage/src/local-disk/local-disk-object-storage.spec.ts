import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { objectStorageBehaviour } from '../../test/object-storage.behaviour';
import { collect, failingStream, patternStream, readAll } from '../../test/stream-fixtures';
import { InvalidObjectKeyError } from '../storage.errors';
import { LocalDiskObjectStorage } from './local-disk-object-storage';

const tempDirs: string[] = [];

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'reelmix-storage-'));
  tempDirs.push(dir);
  return dir;
}

/** Every file and directory under `dir`, relative, sorted. */
async function tree(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).sort();
}

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('LocalDiskObjectStorage', () => {
  objectStorageBehaviour(async () => new LocalDiskObjectStorage(join(await freshDir(), 'objects')));

  describe('on disk', () => {
    let root: string;
    let storage: LocalDiskObjectStorage;

    beforeEach(async () => {
      root = join(await freshDir(), 'objects');
      storage = new LocalDiskObjectStorage(root);
      await storage.ensureReady();
    });

    it('leaves no temp file and no new directory when the body fails', async () => {
      await expect(storage.put('sources/u1/up1/intro/r1', failingStream(50_000, new Error('reset')))).rejects.toThrow(
        'reset',
      );
      await expect(storage.put('sources/u1/up1/intro/r2', patternStream(10), { size: 11 })).rejects.toThrow();

      expect(await tree(root)).toEqual([]);
    });

    it('writes nothing outside the root for traversal keys', async () => {
      const parent = join(root, '..');
      const before = await tree(parent);

      for (const key of ['../escape', 'a/../../escape', '/tmp/escape']) {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidObjectKeyError);
      }
      expect(await tree(parent)).toEqual(before);
    });

    it('shows neither sidecars nor in-flight temp files in listings', async () => {
      await storage.put('outputs/u1/j1/a.mp4', Buffer.from('abc'), { metadata: { k: 'v' } });
      await writeFile(join(root, 'outputs/u1/j1/b.mp4~tmp-0123456789abcdef'), 'half a file');

      expect(await collect(storage.list(''))).toEqual([{ key: 'outputs/u1/j1/a.mp4', size: 3 }]);
      expect(await storage.usage()).toEqual({ bytes: 3, objects: 1 });
    });

    it('removes directories that deletes leave empty', async () => {
      await storage.put('sources/u1/up1/intro/r1', Buffer.from('a'));
      await storage.put('sources/u1/up2/body/r2', Buffer.from('b'));
      await storage.put('outputs/u1/j1/x', Buffer.from('c'));

      await storage.delete('outputs/u1/j1/x');
      await storage.deletePrefix('sources/u1/');

      expect(await tree(root)).toEqual([]);
    });

    it('lists in S3 byte order, where "a-b" comes before "a/..." ("-" is 0x2d, "/" is 0x2f)', async () => {
      for (const key of ['p/a/z', 'p/a-b', 'p/a', 'p/a0']) await storage.put(key, Buffer.from('x'));

      expect((await collect(storage.list('p/'))).map((o) => o.key)).toEqual(['p/a', 'p/a-b', 'p/a/z', 'p/a0']);
    });

    it('round-trips keys holding "%", "+" and "~" without mixing them up', async () => {
      const keys = ['k/50%', 'k/50%25', 'k/a+b', 'k/a b', 'k/x~data', 'k/x%7E'];
      for (const [i, key] of keys.entries()) await storage.put(key, Buffer.from(String(i)));

      for (const [i, key] of keys.entries()) {
        expect((await readAll(await storage.get(key))).toString()).toBe(String(i));
      }
      expect((await collect(storage.list('k/'))).map((o) => o.key).sort()).toEqual([...keys].sort());
    });

    it('refuses a key segment too long for a file name', async () => {
      await expect(storage.put(`outputs/${'n'.repeat(240)}`, Buffer.from('x'))).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
    });

    it('creates a missing root on ensureReady', async () => {
      const nested = new LocalDiskObjectStorage(join(root, 'deeper', 'still'));
      await nested.ensureReady();

      expect(await tree(root)).toEqual(['deeper', 'deeper/still']);
    });
  });
});
