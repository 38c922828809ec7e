import { Module } from '@nestjs/common';
import { VideoDeliveryService } from '../media/video-delivery.service';
import { DownloadLinksController } from './download-links.controller';
import { DownloadLinksService } from './download-links.service';

/** Signed download links from e-mails. Streams through the same delivery code as the signed-in routes. */
@Module({ controllers: [DownloadLinksController], providers: [DownloadLinksService, VideoDeliveryService] })
export class DownloadsModule {}
