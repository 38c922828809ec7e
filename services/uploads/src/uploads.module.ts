import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { ClipReceiver } from './ingest/clip-receiver';
import { ClipUploads } from './ingest/clip-uploads';
import { IngestController } from './ingest/ingest.controller';
import { IngestService } from './ingest/ingest.service';
import { JobClipsController } from './ingest/job-clips.controller';
import { JobClipsService } from './ingest/job-clips.service';
import { UploadRecords } from './ingest/upload-records';
import { UploadsRepository } from './ingest/uploads.repository';
import { Upload } from './ingest/upload.entity';
import { ClipLibraryRpcController } from './library/clip-library.rpc.controller';
import { ClipLibraryService } from './library/clip-library.service';
import { ClipUse } from './library/clip-use.entity';
import { Clip } from './library/clip.entity';
import { ClipsRepository } from './library/clips.repository';
import { StoredBytesRefresher } from './metrics/stored-bytes-refresher.service';
import { CreateUploads1763700002000 } from './migrations/1763700002000-create-uploads';
import { CreateDeletedUsers1763700002100 } from './migrations/1763700002100-create-deleted-users';
import { CreateUploadStarts1763700002400 } from './migrations/1763700002400-create-upload-starts';
import { ClipLibrary1763700002500 } from './migrations/1763700002500-clip-library';
import { ClipLabels1763700002600 } from './migrations/1763700002600-clip-labels';
import { PreviewController } from './previews/preview.controller';
import { PreviewService } from './previews/preview.service';
import { UploadQuotaService } from './quotas/upload-quota.service';
import { UploadStartsRepository } from './quotas/upload-starts.repository';
import { UploadStart } from './quotas/upload-start.entity';
import { UploadsConfig } from './uploads.config';
import { DeletedUser } from './users/deleted-user.entity';
import { DeletedUsersRepository } from './users/deleted-users.repository';
import { UserDeletedConsumer } from './users/user-deleted.consumer';
import { UserErasureService } from './users/user-erasure.service';

/**
 * Source clips: streaming them to storage, probing them, enforcing plan quotas, and keeping them
 * as the customer's clip library. Owns the `uploads` schema.
 */
@Module({})
export class UploadsModule {
  static register(config: UploadsConfig): DynamicModule {
    return {
      module: UploadsModule,
      imports: [
        ServiceHostModule.forService({
          name: 'uploads',
          storage: true,
          config,
          database: {
            entities: [Upload, Clip, ClipUse, DeletedUser, UploadStart],
            migrations: [CreateUploads1763700002000, CreateDeletedUsers1763700002100, CreateUploadStarts1763700002400, ClipLibrary1763700002500, ClipLabels1763700002600],
          },
        }),
      ],
      controllers: [IngestController, JobClipsController, PreviewController, ClipLibraryRpcController, UserDeletedConsumer],
      providers: [
        UploadsRepository,
        ClipsRepository,
        UploadStartsRepository,
        ClipReceiver,
        ClipUploads,
        IngestService,
        JobClipsService,
        UploadRecords,
        ClipLibraryService,
        PreviewService,
        DeletedUsersRepository,
        UserErasureService,
        UploadQuotaService,
        StoredBytesRefresher,
      ],
    };
  }
}
