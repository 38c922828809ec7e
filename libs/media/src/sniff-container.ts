/*
 * Magic bytes decide the container before ffprobe sees a file: the extension is the uploader's
 * word, the first bytes are the file's. Anything that is not ISO-BMFF (mp4/mov), Matroska (mkv,
 * webm) or AVI is refused here with a reason naming what it looks like instead.
 */

export type ContainerKind = 'isobmff' | 'matroska' | 'avi';

/** How many leading bytes the sniffers look at. */
export const SNIFF_BYTES = 64;

/*
 * Top-level box types a QuickTime or MP4 file may start with. Modern files start with `ftyp`; old
 * QuickTime files may start with `moov`, `mdat`, `wide`, `free`, `skip` or `pnot`.
 */
const ISOBMFF_FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** ISO-BMFF brands of still images (HEIF, AVIF): same container, not a video. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

export function sniffContainer(head: Buffer): ContainerKind | null {
  if (head.length >= 8 && ISOBMFF_FIRST_BOXES.has(head.toString('latin1', 4, 8))) {
    if (head.toString('latin1', 4, 8) === 'ftyp' && IMAGE_BRANDS.has(head.toString('latin1', 8, 12))) return null;
    return 'isobmff';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ') {
    return 'avi';
  }
  return null;
}

/** Why a head that `sniffContainer` refused is not a video, in words for the uploader. */
export function describeNonVideo(head: Buffer): string {
  if (head.length === 0) return 'is empty';
  // A UTF-8 byte-order mark read as latin1 is these three characters.
  const text = head.toString('latin1').replace(/^\xEF\xBB\xBF/, '').trimStart();
  if (text.startsWith('#EXTM3U') || text.startsWith('ffconcat') || /^#EXT-X-/.test(text)) {
    return 'is a playlist, not a video';
  }
  if (isImage(head)) return 'is an image, not a video';
  if (isText(head)) return 'is a text file, not a video';
  return 'is not a video file';
}

function isImage(head: Buffer): boolean {
  const ascii = head.toString('latin1', 0, 12);
  return (
    ascii.startsWith('\x89PNG') ||
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) || // JPEG SOI
    ascii.startsWith('GIF8') ||
    (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') ||
    ascii.startsWith('BM') ||
    ascii.startsWith('II*\0') ||
    ascii.startsWith('MM\0*') ||
    (ascii.slice(4, 8) === 'ftyp' && IMAGE_BRANDS.has(ascii.slice(8, 12)))
  );
}

/** Printable ASCII or UTF-8 with whitespace: no NULs and no control bytes other than tab/CR/LF. */
function isText(head: Buffer): boolean {
  for (const byte of head) {
    if (byte === 0x09 || byte === 0x0a || byte === 0x0d) continue;
    if (byte < 0x20 || byte === 0x7f) return false;
  }
  return true;
}

/** The container kind of a format name as ffprobe reports it (`mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, `avi`). */
export function containerKindOf(formatName: string): ContainerKind | undefined {
  const names = formatName.split(',');
  if (names.includes('mov') || names.includes('mp4')) return 'isobmff';
  if (names.includes('matroska') || names.includes('webm')) return 'matroska';
  if (names.includes('avi')) return 'avi';
  return undefined;
}
