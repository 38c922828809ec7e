import { basename, extname } from 'node:path';

/**
 * The customer's file name, kept only for display, manifests and messages: path parts are
 * dropped (`../../x.mp4` becomes `x.mp4`), control characters removed, emoji and other text kept.
 */
export function displayName(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = basename((raw ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = cleaned === '' || cleaned === '.' || cleaned === '..' ? 'unnamed' : cleaned;
  return name.length > 200 ? name.slice(0, 200) : name;
}

export function extensionOf(name: string): string {
  return extname(name).slice(1).toLowerCase();
}
