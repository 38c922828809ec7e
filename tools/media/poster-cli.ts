import { basename, extname, join } from 'node:path';
import { extractPoster, MediaProcessError, MediaRejectedError, probeMedia } from '@reelmix/media';

/*
 * `node tools/media/run.mjs poster-cli --out <dir> <clips...>`: each clip's poster frame as
 * `<dir>/<name>.jpg`, taken as the uploads service takes a clip's poster (libs/media). The demo's
 * build step uses it for the posters of its parts and outputs.
 * Exit codes: 0 done, 1 a clip was refused or ffmpeg failed, 2 bad arguments.
 */

async function main(argv: readonly string[]): Promise<number> {
  const [flag, out, ...clips] = argv;
  if (flag !== '--out' || !out || clips.length === 0) {
    process.stderr.write('Usage: node tools/media/run.mjs poster-cli --out <dir> <clips...>\n');
    return 2;
  }
  for (const clip of clips) {
    const name = basename(clip, extname(clip));
    try {
      const probe = await probeMedia(clip);
      const poster = await extractPoster(clip, join(out, `${name}.jpg`), probe, { displayName: basename(clip) });
      process.stdout.write(`${name}.jpg ${poster.width}x${poster.height}\n`);
    } catch (error) {
      if (!(error instanceof MediaRejectedError || error instanceof MediaProcessError)) throw error;
      process.stderr.write(`poster: ${basename(clip)}: ${error.message}\n`);
      return 1;
    }
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`poster: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
