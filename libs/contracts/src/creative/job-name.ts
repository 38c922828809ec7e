/*
 * How a job is called. Every job of a customer gets the next number of their own sequence (never
 * reused, even after a job is deleted: its ads may still run), shown as a short label (`j12`) that
 * the default output name template puts first, so two jobs' videos never share a name in one ad
 * account. A job also gets a name a person reads (`2026-11-28 ugc_sarah`: the day it was made and
 * its first hook), which the customer may change; the zip is named after both.
 */

export const JOB_NAME_LIMITS = Object.freeze({ maxLength: 80 });

export const JOB_NAME_MESSAGES = Object.freeze({
  empty: 'Give the job a name.',
  tooLong: `A job name can be at most ${JOB_NAME_LIMITS.maxLength} characters.`,
  controlCharacters: 'A job name cannot contain line breaks or control characters.',
});

/** `j12`: the label of a customer's 12th job, as output names and lists show it. */
export function jobLabel(number: number): string {
  if (!Number.isInteger(number) || number < 1) throw new RangeError(`a job number is a whole number from 1, got ${number}`);
  return `j${number}`;
}

/** A file name without its folders and its extension: `clips/Hook A.mov` -> `Hook A`. */
function displayStem(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = last.lastIndexOf('.');
  return (dot > 0 ? last.slice(0, dot) : last).trim();
}

/** `2026-11-28 ugc_sarah`: the day (UTC) and the first hook's name, cut to the limit. */
export function defaultJobName(createdAt: Date, firstHookName: string): string {
  const day = createdAt.toISOString().slice(0, 10);
  const hook = displayStem(firstHookName);
  return (hook === '' ? day : `${day} ${hook}`).slice(0, JOB_NAME_LIMITS.maxLength).trim();
}

/** The customer's name for a job, trimmed; or why it is refused. */
export function checkJobName(name: unknown): { ok: true; name: string } | { ok: false; message: string } {
  if (typeof name !== 'string') return { ok: false, message: JOB_NAME_MESSAGES.empty };
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, message: JOB_NAME_MESSAGES.empty };
  if (/[\p{Cc}\p{Zl}\p{Zp}]/u.test(trimmed)) return { ok: false, message: JOB_NAME_MESSAGES.controlCharacters };
  if ([...trimmed].length > JOB_NAME_LIMITS.maxLength) return { ok: false, message: JOB_NAME_MESSAGES.tooLong };
  return { ok: true, name: trimmed };
}

/**
 * `reelmix-j12-2026-11-28-ugc_sarah.zip`: the bundle's file name, safe in a Content-Disposition
 * header and on every disk (contracts safe-file-name's characters), unique per customer by its label.
 */
export function bundleFileName(job: { number: number; name: string }): string {
  const words = job.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, JOB_NAME_LIMITS.maxLength)
    .replace(/[-._]+$/, '');
  return `reelmix-${jobLabel(job.number)}${words === '' ? '' : `-${words}`}.zip`;
}
