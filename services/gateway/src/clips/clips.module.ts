import { Module } from '@nestjs/common';
import { ClipLibraryController } from './clip-library.controller';
import { CustomerClips } from './customer-clips.service';
import { UploadCheckController } from './upload-check.controller';
import { UploadController } from './upload.controller';
import { UploadForwarding } from './upload-forwarding.service';

/**
 * Uploads and the clip library, kept by the uploads service. CustomerClips and UploadForwarding
 * are exported for a job's added clips and for the public API, which answer by the same code.
 */
@Module({
  controllers: [UploadCheckController, UploadController, ClipLibraryController],
  providers: [CustomerClips, UploadForwarding],
  exports: [CustomerClips, UploadForwarding],
})
export class ClipsModule {}
