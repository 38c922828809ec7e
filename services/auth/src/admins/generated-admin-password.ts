import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * The first admin's password where none is configured: read from `file` when an earlier start
 * wrote it, else generated (18 random bytes, base64url) and written there, readable by the
 * service's own user only. The password goes to the file, never to the log.
 */
export function generatedAdminPassword(file: string): { password: string; generated: boolean } {
  if (existsSync(file)) return { password: readFileSync(file, 'utf8').trim(), generated: false };
  const password = randomBytes(18).toString('base64url');
  // 'wx': two replicas starting together cannot both write; the loser reads the winner's.
  try {
    writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { password: readFileSync(file, 'utf8').trim(), generated: false };
    throw error;
  }
  return { password, generated: true };
}
