import { Module } from '@nestjs/common';
import { HistoryService } from './history.service';
import { MediaController } from './media.controller';
import { UploadCheckController } from './upload-check.controller';
import { VideoDeliveryService } from './video-delivery.service';

@Module({ controllers: [UploadCheckController, MediaController], providers: [VideoDeliveryService, HistoryService] })
export class MediaModule {}
