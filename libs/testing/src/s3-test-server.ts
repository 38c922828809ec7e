import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The part of s3rver's API used here; the package ships no types. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
}) => S3rverInstance;

// A plain require keeps the missing typings local to this file instead of declaring a global
// `s3rver` module that other test helpers might declare too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as S3rverConstructor;

export interface S3TestServer {
  host: string;
  port: number;
  /** s3rver's built-in account. */
  accessKey: string;
  secretKey: string;
  close(): Promise<void>;
}

/** An S3 API on loopback, on a free port, storing into a temp directory removed on close. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'reelmix-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    host: '127.0.0.1',
    port,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
