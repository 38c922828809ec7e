import { existsSync } from 'node:fs';

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/**
 * A file only the service images have (deploy/docker/Dockerfile creates it). Its presence makes
 * production the default, so an image started with NODE_ENV unset or empty still refuses unsafe
 * settings; outside an image an unset NODE_ENV means development.
 */
export const IMAGE_MARKER = '/etc/reelmix-image';

export function defaultNodeEnv(marker: string = IMAGE_MARKER): NodeEnv {
  return existsSync(marker) ? 'production' : 'development';
}
