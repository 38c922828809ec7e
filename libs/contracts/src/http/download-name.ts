import { SAFE_FILE_NAME_SOURCE } from '../creative/safe-file-name';

/*
 * How an output is named in URLs: `/api/videos/{jobId}--{fileName}`. The job id makes the name
 * unique across jobs while the file keeps its part names (`h1-b2-c3_9x16.mp4`). Built and read
 * only here: the jobs service writes it into `outputVideos`, the gateway and the e-mail links
 * read it, and the web app takes the file name from it. Plain code, safe for the browser.
 */

const JOB_ID_LENGTH = 36;
const SEPARATOR = '--';

/** A download name: a job id, `--`, and a generated file name (creative/safe-file-name). */
export const DOWNLOAD_NAME_PATTERN = new RegExp(`^[0-9a-f-]{${JOB_ID_LENGTH}}${SEPARATOR}${SAFE_FILE_NAME_SOURCE}$`);

export const VIDEOS_PATH = '/api/videos/';

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
