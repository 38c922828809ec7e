// What each image adds to the Node base, against the size it may add. Sizes are unpacked bytes as
// the engine counts them (`podman images`), in MB of 1,000,000 bytes like the engine prints.

const MB = 1_000_000;

/** The most an image may add to the Node base, in MB: ffmpeg (with its libraries) is most of render's and uploads'. */
export const ADDED_LIMIT_MB = Object.freeze({ service: 150, withFfmpeg: 450 });

/** The services whose images carry ffmpeg (deploy/docker/Dockerfile's os-ffmpeg stage). */
export const FFMPEG_SERVICES = Object.freeze(['render', 'uploads']);

export const limitFor = (service) => (FFMPEG_SERVICES.includes(service) ? ADDED_LIMIT_MB.withFfmpeg : ADDED_LIMIT_MB.service);

const toMB = (bytes) => Math.round((bytes / MB) * 10) / 10;

/**
 * One row per image: `built` is [{ service, image, bytes, seconds }], `baseBytes` the Node base's
 * size. Each row says whether the image stays within its limit.
 */
export function measure(built, baseBytes) {
  return built.map(({ service, image, bytes, seconds }) => {
    const addedMB = toMB(bytes - baseBytes);
    const limitMB = limitFor(service);
    return { service, image, sizeMB: toMB(bytes), addedMB, limitMB, withinLimit: addedMB < limitMB, seconds: Math.round(seconds * 10) / 10 };
  });
}

/** The table printed after a build. */
export function formatTable(rows, { baseImage, baseBytes }) {
  const header = ['image', 'size MB', 'adds MB', 'limit MB', 'build s', ''];
  const lines = rows.map((row) => [row.image, row.sizeMB.toFixed(1), row.addedMB.toFixed(1), `< ${row.limitMB}`, row.seconds.toFixed(1), row.withinLimit ? 'ok' : 'OVER']);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ').trimEnd();
  return [`Node base ${baseImage}: ${toMB(baseBytes).toFixed(1)} MB`, format(header), ...lines.map(format)].join('\n');
}
