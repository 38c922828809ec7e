import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobArchive, type JobOpener, OutputLocation, parseDownloadName, PLACEMENTS } from '@reelmix/contracts';
import { manifestCsv, manifestJson } from '@reelmix/media';
import { outputThumbnailKey } from '@reelmix/storage';
import { DataSource } from 'typeorm';
import { bundlePlaces, MANIFEST_FILES } from './bundle-layout';
import type { JobClip } from './job-clip.entity';
import { JobClipsRepository } from './job-clips.repository';
import { JobOutputsRepository } from './job-outputs.repository';
import type { Job } from './job.entity';
import { JobRepository } from './job.repository';
import { JobsErrors } from '../jobs-errors';
import { textsOf } from '../plan/job-texts';

/** Where an owner's finished files are, for single downloads and the whole-job zip. */
@Injectable()
export class JobDownloadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobRepository,
    private readonly clips: JobClipsRepository,
    private readonly outputs: JobOutputsRepository,
  ) {}

  async output(userId: string, downloadName: string, opener: JobOpener): Promise<OutputLocation> {
    const parsed = parseDownloadName(downloadName);
    if (!parsed) throw JobsErrors.videoNotFound();
    const { jobId, fileName } = parsed;
    await this.jobs.openableBy(userId, jobId, opener);
    const output = await this.outputs.finishedNamed(this.dataSource.manager, jobId, fileName);
    if (!output) throw JobsErrors.videoNotFound();
    return { objectKey: output.objectKey, fileName: output.fileName, sizeBytes: Number(output.sizeBytes) };
  }

  /** The whole job's zip, laid out, or with `fileNames` a selection of its outputs (every name must be one of them). */
  async archive(userId: string, jobId: string, opener: JobOpener, fileNames?: string[]): Promise<JobArchive> {
    const job = await this.jobs.openableBy(userId, jobId, opener);
    const [clips, outputs] = await Promise.all([this.clips.of(this.dataSource.manager, jobId), this.outputs.finishedInOrder(this.dataSource.manager, jobId)]);
    // A finished job given more clips is pending again, and its finished outputs stay downloadable meanwhile.
    const keptWhilePending = job.status === 'pending' && outputs.length > 0;
    if (job.status !== 'completed' && !keptWhilePending) throw JobsErrors.notFinished();
    const selected = fileNames ? outputs.filter((output) => fileNames.includes(output.fileName)) : outputs;
    if (fileNames && selected.length !== new Set(fileNames).size) throw JobsErrors.videoNotFound();
    const clipAt = (section: JobClip['section'], position: number) => clips.find((clip) => clip.section === section && clip.position === position);
    const nameOf = (section: JobClip['section'], position: number) => clipAt(section, position)?.originalName ?? '';
    const labelOf = (section: JobClip['section'], position: number) => clipAt(section, position)?.label ?? null;
    const rows = selected.map((output) => ({
      file: output.fileName,
      intro: nameOf('intro', output.intro),
      body: nameOf('body', output.body),
      cta: nameOf('cta', output.cta),
      introLabel: labelOf('intro', output.intro),
      bodyLabel: labelOf('body', output.body),
      ctaLabel: labelOf('cta', output.cta),
      placement: output.placement,
      durationSec: output.durationSec ?? 0,
      width: output.width ?? 0,
      height: output.height ?? 0,
      sizeBytes: Number(output.sizeBytes),
      sha256: output.sha256 ?? '',
      ...textColumnsOf(job.plan, output.text),
    }));
    const tagged = selected.map((output) => ({ fileName: output.fileName, placementTag: PLACEMENTS[output.placement].tag }));
    const places = bundlePlaces(tagged);
    return {
      job: await this.jobs.view(job),
      outputs: selected.map((output, index) => ({
        objectKey: output.objectKey,
        fileName: output.fileName,
        sizeBytes: Number(output.sizeBytes),
        sha256: output.sha256 ?? '',
        placementTag: tagged[index].placementTag,
        thumbnailKey: outputThumbnailKey(output.objectKey),
        zipPath: places[index].video,
        thumbnailZipPath: places[index].thumbnail,
      })),
      texts: [
        { zipPath: MANIFEST_FILES.csv, content: manifestCsv(rows) },
        { zipPath: MANIFEST_FILES.json, content: manifestJson(rows) },
      ],
    };
  }
}

/** The manifest's text and label of an output: the text drawn on its hook, as the plan keeps it; none without one. */
function textColumnsOf(plan: Job['plan'], position: number | null): { text?: string; textLabel?: string | null } {
  const variant = position === null ? undefined : textsOf(plan)[position - 1];
  return variant ? { text: variant.text, textLabel: variant.label ?? null } : {};
}
