import { randomBytes } from 'node:crypto';

/** A name no other test or run uses: for schemas, queues and exchanges on shared servers. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}
