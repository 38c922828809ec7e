// What the script needs to know of deploy/docker/Dockerfile, read from it rather than repeated:
// the OS stage each service's image is built on (its `FROM <stage> AS base-<service>` line).
import { readFileSync } from 'node:fs';

export const DOCKERFILE = 'deploy/docker/Dockerfile';

/** Map of service name to the stage its image starts from, e.g. render → os-ffmpeg. */
export function osStageOfServices(text = readFileSync(DOCKERFILE, 'utf8')) {
  const stages = new Map();
  for (const [, stage, service] of text.matchAll(/^FROM\s+(\S+)\s+AS\s+base-(\S+)\s*$/gim)) stages.set(service, stage);
  return stages;
}
