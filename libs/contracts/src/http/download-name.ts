/*
 * How an output is named in URLs: `/api/videos/{jobId}--{fileName}`. The job id makes the name
 * unique across jobs while the file keeps its part names (`h1-b2-c3_9x16.mp4`). Built and read
 * only here: the jobs service writes it into `outputVideos`, the gateway and the e-mail links
 * read it, and the web app takes the file name from it. Plain code, safe for the browser.
 */

const JOB_ID_LENGTH = 36;
const SEPARATOR = '--';

/** A download name: a job id, `--`, and a generated file name (libs/storage's safe set). */
export const DOWNLOAD_NAME_PATTERN = /^[0-9a-f-]{36}--[A-Za-z0-9_.-]{1,200}$/;

export const VIDEOS_PATH = '/api/videos/';

/** An output's own file name, as generated (libs/storage's safe set, starting alphanumeric). */
export const OUTPUT_FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The most outputs one job has (100 combinations in 4 placements): the longest list of names a message or a selection carries. */
export const MAX_JOB_OUTPUTS = 400;

export function downloadNameOf(jobId: string, fileName: string): string {
  return `${jobId}${SEPARATOR}${fileName}`;
}

/** The path an `outputVideos` entry holds. */
export function videoPathOf(jobId: string, fileName: string): string {
  return `${VIDEOS_PATH}${downloadNameOf(jobId, fileName)}`;
}

/** The job and file of a download name, or null for anything else. The job id has a fixed length, so a file name may itself hold `--`. */
export function parseDownloadName(name: string): { jobId: string; fileName: string } | null {
  if (!DOWNLOAD_NAME_PATTERN.test(name)) return null;
  return { jobId: name.slice(0, JOB_ID_LENGTH), fileName: name.slice(JOB_ID_LENGTH + SEPARATOR.length) };
}

/** The last segment of an `outputVideos` path: its download name. */
export function downloadNameOfPath(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
