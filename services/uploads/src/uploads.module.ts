import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { IngestController } from './ingest/ingest.controller';
import { IngestService } from './ingest/ingest.service';
import { UploadRecords } from './ingest/upload-records';
import { SourceClip, Upload } from './ingest/upload.entity';
import { CreateUploads1763700002000 } from './migrations/1763700002000-create-uploads';
import { UploadsConfig } from './uploads.config';

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
          database: { entities: [Upload, SourceClip], migrations: [CreateUploads1763700002000] },
        }),
      ],
      controllers: [IngestController],
      providers: [IngestService, UploadRecords],
    };
  }
}
