import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  clipRetentionOf,
  type ClipLibraryRequest,
  type ClipLibraryView,
  type ClipPosterLocation,
  type DeletedClipAnswer,
  Events,
  type LibraryClip,
  type LibraryClipRequest,
  orientationOf,
  Rpc,
  type SetClipLabelRequest,
} from '@reelmix/contracts';
import { OutboxWriter, RpcClient } from '@reelmix/messaging';
import { clipPosterKey, OBJECT_STORAGE, ObjectStorage } from '@reelmix/storage';
import { DataSource } from 'typeorm';
import { ClipsRepository, type ListedClip } from './clips.repository';
import { UploadsErrors } from '../uploads-errors';

/**
 * The customer's clip library: listing it, labelling a clip, finding a clip's poster, deleting a clip everywhere.
 * Every lookup is by owner, so another customer's clip is answered as a missing one.
 */
@Injectable()
export class ClipLibraryService {
  private readonly logger = new Logger(ClipLibraryService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clips: ClipsRepository,
    private readonly rpc: RpcClient,
    private readonly outbox: OutboxWriter,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /** The plan's clip retention: Pro keeps every clip; a free library is the clips of the latest job (the job of the latest use). */
  async list(request: ClipLibraryRequest): Promise<ClipLibraryView> {
    const rows = await this.clips.listOf(request.userId, { onlyLatestJob: clipRetentionOf(request.plan) !== 'every-clip' });
    return { clips: rows.map(toLibraryClip) };
  }

  /**
   * The label and its event are one transaction: jobs learns every change that was made, and
   * only those. Setting the label a clip already has changes nothing and tells nobody.
   */
  async setLabel(request: SetClipLabelRequest): Promise<LibraryClip> {
    const listed = await this.dataSource.transaction(async (manager) => {
      const clip = await this.clips.listedOne(manager, request.userId, request.clipId);
      if (!clip) throw UploadsErrors.clipNotFound();
      if (clip.label === request.label) return clip;
      const changed = await this.clips.setLabel(manager, request.userId, request.clipId, request.label);
      if (!changed) throw UploadsErrors.clipNotFound();
      await this.outbox.add(manager, Events.ClipLabelChanged, {
        userId: request.userId,
        clipId: request.clipId,
        label: request.label,
        changedAt: changed.changedAt.toISOString(),
      });
      return { ...clip, label: request.label };
    });
    return toLibraryClip(listed);
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
    label: row.label,
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
