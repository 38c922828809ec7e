import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { IngestController } from './ingest/ingest.controller';
import { IngestService } from './ingest/ingest.service';
import { UploadRecords } from './ingest/upload-records';
import { SourceClip, Upload } from './ingest/upload.entity';
import { CreateUploads1763700002000 } from './migrations/1763700002000-create-uploads';
import { CreateDeletedUsers1763700002100 } from './migrations/1763700002100-create-deleted-users';
import { CreateUploadStarts1763700002400 } from './migrations/1763700002400-create-upload-starts';
import { UploadQuotaService } from './quotas/upload-quota.service';
import { UploadStart } from './quotas/upload-start.entity';
import { UploadsConfig } from './uploads.config';
import { DeletedUser } from './users/deleted-user.entity';
import { DeletedUsersRepository } from './users/deleted-users.repository';
import { UserDataRemovalService } from './users/user-data-removal.service';
import { UserDeletedConsumer } from './users/user-deleted.consumer';

/** Source clips: streaming them to storage, probing them, enforcing plan quotas. Owns the `uploads` schema. */
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
            entities: [Upload, SourceClip, DeletedUser, UploadStart],
            migrations: [CreateUploads1763700002000, CreateDeletedUsers1763700002100, CreateUploadStarts1763700002400],
          },
        }),
      ],
      controllers: [IngestController, UserDeletedConsumer],
      providers: [IngestService, UploadRecords, DeletedUsersRepository, UserDataRemovalService, UploadQuotaService],
    };
  }
}
