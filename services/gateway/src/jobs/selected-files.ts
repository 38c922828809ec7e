import { isSafeFileName, MAX_JOB_OUTPUTS as MAX_SELECTED } from '@reelmix/contracts';
import { GatewayErrors } from '../gateway-errors';

/** The `files` query of a zip download (`a.mp4,b.mp4`): undefined for the whole job; a 400 for anything that is not a list of output names. */
export function selectedFiles(query: unknown): string[] | undefined {
  if (query === undefined) return undefined;
  const names = typeof query === 'string' ? query.split(',').map((name) => name.trim()).filter((name) => name.length > 0) : [];
  if (names.length === 0 || names.length > MAX_SELECTED || !names.every(isSafeFileName)) {
    throw GatewayErrors.badFileSelection();
  }
  return [...new Set(names)];
}
