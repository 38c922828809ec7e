/*
 * Where each file sits in a job's zip, laid out for uploading to an ads manager as is: a folder per
 * placement (`9x16/`), inside it folders of at most ten videos (`01-10/`, `11-20/`: the most one
 * flexible ad takes), each video with its JPEG thumbnail beside it, and the manifest, as CSV and
 * JSON, at the top. Jobs decides it with the manifest; whoever streams the zip only follows it.
 */

/** A flexible ad in Meta's Ads Manager takes up to ten videos. */
export const VIDEOS_PER_FOLDER = 10;
export const MANIFEST_FILES = { csv: 'manifest.csv', json: 'manifest.json' } as const;

export interface BundledOutput {
  fileName: string;
  placementTag: string;
}

export interface BundlePlace {
  video: string;
  thumbnail: string;
}

/** The zip paths of each output, in the order given (the job's reading order). */
export function bundlePlaces(outputs: readonly BundledOutput[]): BundlePlace[] {
  const seen = new Map<string, number>();
  return outputs.map((output) => {
    const index = seen.get(output.placementTag) ?? 0;
    seen.set(output.placementTag, index + 1);
    const first = Math.floor(index / VIDEOS_PER_FOLDER) * VIDEOS_PER_FOLDER + 1;
    const folder = `${output.placementTag}/${pad(first)}-${pad(first + VIDEOS_PER_FOLDER - 1)}`;
    const stem = output.fileName.replace(/\.mp4$/, '');
    return { video: `${folder}/${output.fileName}`, thumbnail: `${folder}/${stem}.jpg` };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
