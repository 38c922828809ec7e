import { Module } from '@nestjs/common';
import { ClipLibraryController } from './clip-library.controller';
import { CustomerClips } from './customer-clips.service';
import { CustomerJobs } from './customer-jobs.service';
import { FramingController } from './framing.controller';
import { HistoryService } from './history.service';
import { JobClipsController } from './job-clips.controller';
import { MediaController } from './media.controller';
import { PlanController } from './plan.controller';
import { PreviewImages } from './preview-images';
import { UploadCheckController } from './upload-check.controller';
import { UploadForwarding } from './upload-forwarding.service';
import { VideoDeliveryService } from './video-delivery.service';

/** The customer's jobs, clips and files; the services are exported for the public API, which answers by the same code. */
@Module({
  controllers: [UploadCheckController, MediaController, FramingController, PlanController, JobClipsController, ClipLibraryController],
  providers: [VideoDeliveryService, HistoryService, PreviewImages, CustomerJobs, CustomerClips, UploadForwarding],
  exports: [CustomerJobs, CustomerClips, UploadForwarding, HistoryService],
})
export class MediaModule {}
