import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  clipRetentionOf,
  type ClipLibraryRequest,
  type ClipLibraryView,
  type ClipPosterLocation,
  type DeletedClipAnswer,
  type LibraryClip,
  type LibraryClipRequest,
  orientationOf,
  Rpc,
  type UploadSection,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { clipPosterKey, OBJECT_STORAGE, ObjectStorage } from '@reelmix/storage';
import { DataSource } from 'typeorm';
import { ClipUse } from './clip-use.entity';
import { Clip } from './clip.entity';
import { LibraryClips } from './library-clips';
import { LibraryErrors } from './library-errors';

interface ClipRow {
  id: string;
  section: UploadSection;
  original_name: string;
  duration_sec: number;
  width: number | null;
  height: number | null;
  size_bytes: string;
  created_at: Date;
  poster_key: string | null;
  job_count: string;
}

/**
 * The customer's clip library: listing it, finding a clip's poster, deleting a clip everywhere.
 * Every lookup is by owner, so another customer's clip is answered as a missing one.
 */
@Injectable()
export class ClipLibraryService {
  private readonly logger = new Logger(ClipLibraryService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clips: LibraryClips,
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /** The plan's clip retention: Pro keeps every clip; a free library is the clips of the latest job (the job of the latest use). */
  async list(request: ClipLibraryRequest): Promise<ClipLibraryView> {
    const onlyLatestJob = clipRetentionOf(request.plan) === 'every-clip'
      ? ''
      : `AND "clip"."id" IN (
          SELECT "use"."clip_id" FROM "uploads"."clip_uses" AS "use"
          WHERE "use"."job_id" = (
            SELECT "latest"."job_id" FROM "uploads"."clip_uses" AS "latest"
            WHERE "latest"."user_id" = $1 ORDER BY "latest"."used_at" DESC, "latest"."job_id" LIMIT 1
          )
        )`;
    const rows: ClipRow[] = await this.dataSource.query(
      `SELECT "clip"."id", "clip"."section", "clip"."original_name", "clip"."duration_sec", "clip"."width", "clip"."height",
              "clip"."size_bytes", "clip"."created_at", "clip"."poster_key",
              (SELECT count(DISTINCT "use"."job_id") FROM "uploads"."clip_uses" AS "use" WHERE "use"."clip_id" = "clip"."id") AS "job_count"
       FROM "uploads"."clips" AS "clip"
       WHERE "clip"."user_id" = $1 ${onlyLatestJob}
       ORDER BY "clip"."created_at" DESC, "clip"."id"`,
      [request.userId],
    );
    return { clips: rows.map(toLibraryClip) };
  }

  async poster(request: LibraryClipRequest): Promise<ClipPosterLocation> {
    const clip = await this.clips.findOwned(request.userId, request.clipId);
    if (!clip?.posterKey) throw LibraryErrors.noPoster();
    return { posterKey: clip.posterKey };
  }

  /**
   * Jobs forgets the clip first (it refuses while a job using it renders, and that refusal is the
   * caller's answer), then the objects go, then the rows. Each step may be repeated, so a delete
   * that failed half-way is finished by asking again: the rows, which find the clip, go last.
   */
  async delete(request: LibraryClipRequest): Promise<DeletedClipAnswer> {
    const clip = await this.clips.findOwned(request.userId, request.clipId);
    if (!clip) throw LibraryErrors.clipNotFound();
    const forgotten = await this.rpc.request('jobs', Rpc.ForgetClip, { userId: clip.userId, clipId: clip.id, objectKey: clip.objectKey });
    await Promise.all([...new Set([clip.objectKey, clipPosterKey(clip.objectKey), ...(clip.posterKey ? [clip.posterKey] : [])])].map((key) => this.storage.delete(key)));
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ClipUse, { clipId: clip.id });
      await manager.delete(Clip, { id: clip.id, userId: clip.userId });
    });
    this.logger.log(`Deleted clip ${clip.id} of user ${clip.userId}: ${forgotten.changedJobs} jobs changed, ${forgotten.removedOutputs} outputs removed`);
    return { deleted: true, removedOutputs: forgotten.removedOutputs, changedJobs: forgotten.changedJobs };
  }
}

function toLibraryClip(row: ClipRow): LibraryClip {
  return {
    id: row.id,
    section: row.section,
    originalName: row.original_name,
    durationSec: row.duration_sec,
    width: row.width,
    height: row.height,
    orientation: row.width && row.height ? orientationOf(row.width, row.height) : null,
    sizeBytes: Number(row.size_bytes),
    createdAt: row.created_at.toISOString(),
    posterUrl: row.poster_key ? `/api/clips/${row.id}/poster` : null,
    jobCount: Number(row.job_count),
  };
}
