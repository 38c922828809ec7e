import { Injectable } from '@nestjs/common';
import { MetaVideoNeverProcessedError, MetaVideoProcessingFailedError, type VideoStatusAnswer, uploadAdVideo, videoStateOf } from '@reelmix/ad-platforms';
import { type MetaAccess, MetaConnectionsService } from '../integrations/meta-connections.service';
import type { PlatformSteps } from './platform-steps';
import type { PublishAttempt, VideoReadiness } from './publish-attempt';
import { adNameOf, linkOf } from './publication-view';

/**
 * Meta: upload the video (resumable), upload the thumbnail, wait for processing, make the
 * creative, make the ad. Before a create, a creative of this very video, or an ad of this very
 * creative, with the same name is adopted: an answer lost after Meta made it is never made twice.
 */
@Injectable()
export class MetaOutputSteps implements PlatformSteps<MetaAccess> {
  constructor(private readonly connections: MetaConnectionsService) {}

  open(userId: string): Promise<MetaAccess> {
    return this.connections.open(userId);
  }

  noteRefusal(access: MetaAccess, error: unknown): Promise<void> {
    return this.connections.noteRefusal(access.connection, error);
  }

  async run(attempt: PublishAttempt, { api, client }: MetaAccess, withFiles: Parameters<PlatformSteps<MetaAccess>['run']>[2], signal?: AbortSignal): Promise<void> {
    const { row, publication } = attempt;
    const name = adNameOf(row.fileName);
    if (!row.videoId || !row.imageHash) {
      await withFiles(async (files) => {
        if (!row.videoId) {
          await attempt.save({ state: 'uploading' });
          const uploaded = await uploadAdVideo(client, { adAccountId: publication.adAccountId, filePath: files.video, title: row.fileName, signal });
          await attempt.save({ videoId: uploaded.videoId, state: 'processing', processingSince: attempt.now() });
        }
        if (!row.imageHash) {
          const image = await api.uploadAdImage(publication.adAccountId, files.thumbnail);
          await attempt.save({ imageHash: image.hash });
        }
      });
    }
    const videoId = row.videoId as string;
    if (row.state === 'processing' || row.state === 'queued' || row.state === 'uploading') {
      const answer = await client.get<VideoStatusAnswer>(`/${videoId}`, { fields: 'status' }, { signal });
      await attempt.videoMustBeReady(readinessOf(videoId, answer), (waited, status) => new MetaVideoNeverProcessedError(videoId, waited, status));
      await attempt.save({ state: 'creating' });
    }
    if (!row.creativeId) {
      const existing = (await api.creativesNamed(publication.adAccountId, name)).find((creative) => creative.videoId === videoId)?.id;
      const creativeId =
        existing ??
        (await api.createVideoCreative({
          adAccountId: publication.adAccountId,
          name,
          pageId: publication.pageId,
          videoId,
          thumbnail: { imageHash: row.imageHash as string },
          message: publication.primaryText,
          title: publication.headline ?? undefined,
          callToAction: { type: publication.callToAction, link: linkOf(publication, row) },
        }));
      await attempt.save({ creativeId });
    }
    if (!row.adId) {
      const existing = (await api.adsNamed(publication.adAccountId, publication.adSetId, name)).find((ad) => ad.creativeId === row.creativeId);
      const adId =
        existing?.id ??
        (await api.createAd({ adAccountId: publication.adAccountId, name, adSetId: publication.adSetId, creativeId: row.creativeId as string, status: publication.status }));
      await attempt.published(adId);
    }
  }
}

function readinessOf(videoId: string, answer: VideoStatusAnswer): VideoReadiness {
  const state = videoStateOf(answer);
  if (state.kind === 'failed') return { kind: 'failed', error: new MetaVideoProcessingFailedError(videoId, state.detail) };
  return state;
}
