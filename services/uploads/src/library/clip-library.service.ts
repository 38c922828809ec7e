import { Inject, Injectable, Logger } from '@nestjs/common';
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
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { clipPosterKey, OBJECT_STORAGE, ObjectStorage } from '@reelmix/storage';
import { ClipsRepository, type ListedClip } from './clips.repository';
import { UploadsErrors } from '../uploads-errors';

/**
 * The customer's clip library: listing it, finding a clip's poster, deleting a clip everywhere.
 * Every lookup is by owner, so another customer's clip is answered as a missing one.
 */
@Injectable()
export class ClipLibraryService {
  private readonly logger = new Logger(ClipLibraryService.name);

  constructor(
    private readonly clips: ClipsRepository,
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /** The plan's clip retention: Pro keeps every clip; a free library is the clips of the latest job (the job of the latest use). */
  async list(request: ClipLibraryRequest): Promise<ClipLibraryView> {
    const rows = await this.clips.listOf(request.userId, { onlyLatestJob: clipRetentionOf(request.plan) !== 'every-clip' });
    return { clips: rows.map(toLibraryClip) };
  }

  async poster(request: LibraryClipRequest): Promise<ClipPosterLocation> {
    const clip = await this.clips.findOwned(request.userId, request.clipId);
    if (!clip?.posterKey) throw UploadsErrors.noPoster();
    return { posterKey: clip.posterKey };
  }

  /**
   * Jobs forgets the clip first (it refuses while a job using it renders, and that refusal is the
   * caller's answer), then the objects go, then the rows. Each step may be repeated, so a delete
   * that failed half-way is finished by asking again: the rows, which find the clip, go last.
   */
  async delete(request: LibraryClipRequest): Promise<DeletedClipAnswer> {
    const clip = await this.clips.findOwned(request.userId, request.clipId);
    if (!clip) throw UploadsErrors.clipNotFound();
    const forgotten = await this.rpc.request('jobs', Rpc.ForgetClip, { userId: clip.userId, clipId: clip.id, objectKey: clip.objectKey });
    await Promise.all([...new Set([clip.objectKey, clipPosterKey(clip.objectKey), ...(clip.posterKey ? [clip.posterKey] : [])])].map((key) => this.storage.delete(key)));
    await this.clips.remove(clip);
    this.logger.log(`Deleted clip ${clip.id} of user ${clip.userId}: ${forgotten.changedJobs} jobs changed, ${forgotten.removedOutputs} outputs removed`);
    return { deleted: true, removedOutputs: forgotten.removedOutputs, changedJobs: forgotten.changedJobs };
  }
}

function toLibraryClip(row: ListedClip): LibraryClip {
  return {
    id: row.id,
    section: row.section,
    originalName: row.originalName,
    durationSec: row.durationSec,
    width: row.width,
    height: row.height,
    orientation: row.width && row.height ? orientationOf(row.width, row.height) : null,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    posterUrl: row.posterKey ? `/api/clips/${row.id}/poster` : null,
    jobCount: row.jobCount,
  };
}
