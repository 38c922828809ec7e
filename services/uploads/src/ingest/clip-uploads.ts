import { Inject, Injectable, Logger } from '@nestjs/common';
import type { JobView, Plan } from '@reelmix/contracts';
import { createTempDir } from '@reelmix/media';
import { OBJECT_STORAGE, ObjectStorage, uploadPrefix } from '@reelmix/storage';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { UploadQuotaService } from '../quotas/upload-quota.service';
import { ClipReceiver, type ReceivedUpload } from './clip-receiver';
import { UploadRecords } from './upload-records';

/**
 * What every route that takes clips does around its own hand-over to jobs: the quotas before a
 * byte is read, the parts received into a private temp directory, the storage quota judged on the
 * clips actually stored (library clips chosen again cost nothing), and the upload recorded once
 * jobs accepted it. On any refusal the clips this upload stored are removed; library clips it
 * only chose are never touched.
 */
@Injectable()
export class ClipUploads {
  private readonly logger = new Logger(ClipUploads.name);

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly receiver: ClipReceiver,
    private readonly records: UploadRecords,
    private readonly quotas: UploadQuotaService,
  ) {}

  async accept(
    request: IncomingMessage,
    caller: { userId: string; plan: Plan },
    options: { checkCombinations: boolean },
    handOver: (upload: ReceivedUpload) => Promise<JobView>,
  ): Promise<JobView> {
    // Before a byte of the body is read: a refusal here costs nothing but the answer.
    const allowance = await this.quotas.admit(request, caller);
    const uploadId = randomUUID();
    const dir = await createTempDir('upload');
    try {
      const upload = await this.receiver.receive(request, { caller, uploadId, dir, checkCombinations: options.checkCombinations });
      allowance.assertFits(upload.clips.reduce((sum, chosen) => sum + (chosen.newBytes ?? 0), 0));
      const job = await handOver(upload);
      await this.records.save(uploadId, caller.userId, job.id, upload.clips);
      return job;
    } catch (error) {
      await this.storage.deletePrefix(uploadPrefix(caller.userId, uploadId)).catch((cleanup: Error) => {
        this.logger.error(`Could not remove the parts of refused upload ${uploadId}: ${cleanup.message}`);
      });
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
