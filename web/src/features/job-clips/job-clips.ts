import { SECTIONS, type UploadSection } from '@reelmix/contracts/browser';
import type { JobView } from '@reelmix/contracts';
import { partNames } from '../jobs/part-names';

/** One clip a job still uses. */
export interface JobClip {
  /** How the job's URLs name it: `body-2` is the second body clip (1-based, upload order). */
  jobClipId: string;
  section: UploadSection;
  position: number;
  /** Its label where the customer gave it one in the library, else its file name. */
  name: string;
  /** Finished outputs made from it: what taking it out deletes. */
  outputs: number;
}

/**
 * The job's clips per section, without those taken out: removed clips stay in the name lists so
 * positions keep naming the same clips, so they are left out here by their id.
 */
export function currentJobClips(job: JobView): Record<UploadSection, JobClip[]> {
  const removed = new Set(job.removedClips ?? []);
  const outputs = job.outputs ?? [];
  const clipsOf = (section: UploadSection): JobClip[] =>
    partNames(job, section)
      .map((name, index) => {
        const position = index + 1;
        const made = outputs.filter((output) => output[section] === position).length;
        return { jobClipId: `${section}-${position}`, section, position, name, outputs: made };
      })
      .filter((clip) => !removed.has(clip.jobClipId));
  return Object.fromEntries(SECTIONS.map((section) => [section, clipsOf(section)])) as Record<UploadSection, JobClip[]>;
}

/** The library clips a job uses now (clips taken out of it do not count): not offered to it again. */
export function libraryClipIdsIn(job: JobView): Set<string> {
  const removed = new Set(job.removedClips ?? []);
  const ids = SECTIONS.flatMap((section) =>
    (job.clipIds?.[section] ?? []).filter((id, index): id is string => id !== null && !removed.has(`${section}-${index + 1}`)),
  );
  return new Set(ids);
}

/** The question asked before a clip is taken out of a job. */
export function removeClipQuestion(clip: JobClip): string {
  const outputs = clip.outputs === 1 ? 'Its 1 output is deleted.' : `Its ${clip.outputs} outputs are deleted.`;
  return `Remove ${clip.name} from this job? ${outputs}`;
}
