import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type TikTokVideoInfo, TikTokVideoNeverProcessedError, tiktokVideoStateOf, uploadTikTokVideo } from '@reelmix/ad-platforms';
import { type TikTokAccess, TikTokConnectionsService } from '../integrations/tiktok-connections.service';
import type { PlatformSteps } from './platform-steps';
import type { PublishAttempt } from './publish-attempt';
import { adNameOf, linkOf } from './publication-view';

/**
 * TikTok: upload the video (MD5-signed, in chunks when large), upload the cover, wait until TikTok
 * lists it as displayable, make the ad (TikTok has no separate creative). The cover's image id is
 * kept where Meta's image hash is. Before the create, an ad of the same name in the ad group showing
 * this very video is adopted, so an answer lost after TikTok made it is never made twice.
 */
@Injectable()
export class TikTokOutputSteps implements PlatformSteps<TikTokAccess> {
  constructor(private readonly connections: TikTokConnectionsService) {}

  open(userId: string): Promise<TikTokAccess> {
    return this.connections.open(userId);
  }

  noteRefusal(access: TikTokAccess, error: unknown): Promise<void> {
    return this.connections.noteRefusal(access.connection, error);
  }

  async run(attempt: PublishAttempt, { api, client }: TikTokAccess, withFiles: Parameters<PlatformSteps<TikTokAccess>['run']>[2], signal?: AbortSignal): Promise<void> {
    const { row, publication } = attempt;
    const advertiserId = publication.adAccountId;
    const name = adNameOf(row.fileName);
    if (!row.videoId || !row.imageHash) {
      await withFiles(async (files) => {
        if (!row.videoId) {
          await attempt.save({ state: 'uploading' });
          // TikTok refuses a second video of one name in an advertiser's library, so each upload's name is its own.
          const uploaded = await uploadTikTokVideo(client, { advertiserId, filePath: files.video, fileName: `${name}-${randomUUID().slice(0, 8)}.mp4`, signal });
          await attempt.save({ videoId: uploaded.videoId, state: 'processing', processingSince: attempt.now() });
        }
        if (!row.imageHash) {
          const cover = await api.uploadAdImage(advertiserId, files.thumbnail);
          await attempt.save({ imageHash: cover.imageId });
        }
      });
    }
    const videoId = row.videoId as string;
    if (row.state === 'processing' || row.state === 'queued' || row.state === 'uploading') {
      const answer = await client.get<{ list?: TikTokVideoInfo[] }>('/file/video/ad/info/', { advertiser_id: advertiserId, video_ids: [videoId] }, { signal });
      const state = tiktokVideoStateOf(answer?.list?.find((video) => String(video.video_id) === videoId));
      await attempt.videoMustBeReady(state.kind === 'ready' ? { kind: 'ready' } : state, (waited, status) => new TikTokVideoNeverProcessedError(videoId, waited, status));
      await attempt.save({ state: 'creating' });
    }
    if (!row.adId) {
      const existing = (await api.adsNamed(advertiserId, publication.adSetId, name)).find((ad) => ad.videoId === videoId);
      const adId =
        existing?.id ??
        (await api.createVideoAd({
          advertiserId,
          adGroupId: publication.adSetId,
          name,
          identity: { id: publication.pageId, type: publication.identityType ?? 'CUSTOMIZED_USER' },
          videoId,
          coverImageId: row.imageHash as string,
          adText: publication.primaryText,
          callToAction: publication.callToAction,
          landingPageUrl: linkOf(publication, row),
          status: publication.status === 'ACTIVE' ? 'ENABLE' : 'DISABLE',
        }));
      await attempt.published(adId);
    }
  }
}
