import { Module } from '@nestjs/common';
import { ClipLibraryController } from './clip-library.controller';
import { FramingController } from './framing.controller';
import { HistoryService } from './history.service';
import { JobClipsController } from './job-clips.controller';
import { MediaController } from './media.controller';
import { PlanController } from './plan.controller';
import { PreviewImages } from './preview-images';
import { UploadCheckController } from './upload-check.controller';
import { VideoDeliveryService } from './video-delivery.service';

@Module({ controllers: [UploadCheckController, MediaController, FramingController, PlanController, JobClipsController, ClipLibraryController], providers: [VideoDeliveryService, HistoryService, PreviewImages] })
export class MediaModule {}
