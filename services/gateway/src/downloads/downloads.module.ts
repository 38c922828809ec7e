import { Module } from '@nestjs/common';
import { DownloadLinksController } from './download-links.controller';
import { DownloadLinksService } from './download-links.service';
import { VideoDeliveryService } from './video-delivery.service';

/**
 * Streaming finished files: signed download links from e-mails here, and VideoDeliveryService
 * exported for the signed-in routes, so both deliver by the same code.
 */
@Module({ controllers: [DownloadLinksController], providers: [DownloadLinksService, VideoDeliveryService], exports: [VideoDeliveryService] })
export class DownloadsModule {}
