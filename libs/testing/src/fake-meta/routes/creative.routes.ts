import { invalidParameter } from '../graph-api-error';
import { firstFile, isRecord, optionalString, requiredJsonObject, requiredString } from '../graph-params';
import { imageHash, newGraphId } from '../graph-ids';
import { type FakeAdAccountState, type FakeCreative } from '../graph-shapes';
import { selectFields } from '../field-selection';
import { pageOf } from '../paging';
import { nodeInAccount, reachableAccount } from './access';
import { type Route, type RouteContext } from './route';

export const CREATIVE_SHAPE = {
  nodeType: 'AdCreative',
  known: ['id', 'name', 'object_story_spec', 'video_id', 'account_id', 'status'],
  defaults: ['id'],
} as const;

export function creativeNode(creative: FakeCreative): Record<string, unknown> {
  return {
    id: creative.id,
    name: creative.name,
    object_story_spec: creative.objectStorySpec,
    video_id: creative.videoId,
    account_id: creative.adAccountId.replace(/^act_/, ''),
    status: 'ACTIVE',
  };
}

/** Checks a video ad's story the way Meta refuses one: page, video, thumbnail, call to action. */
function checkVideoStory(context: RouteContext, account: FakeAdAccountState & { id: string }, spec: Record<string, unknown>) {
  const pageId = typeof spec.page_id === 'string' ? spec.page_id : undefined;
  if (!pageId) throw invalidParameter('object_story_spec requires page_id');
  if (!context.store.page(context.grant, pageId)) {
    throw invalidParameter(`Param object_story_spec[page_id] must be a Page you can advertise for; got ${pageId}`);
  }
  const videoData = spec.video_data;
  if (!isRecord(videoData)) throw invalidParameter('object_story_spec requires video_data for a video ad');
  const videoId = typeof videoData.video_id === 'string' ? videoData.video_id : undefined;
  if (!videoId || !nodeInAccount(context, videoId, 'video', account.id)) {
    throw invalidParameter(`Param video_data[video_id] must be a video of this ad account; got ${String(videoId)}`);
  }
  if (context.store.video(videoId)?.videoStatus !== 'ready') {
    throw invalidParameter('The video is still being processed and cannot be used in an ad yet', {
      title: 'Video Not Ready',
      body: 'The video you selected is still being processed. Try again when processing has finished.',
    });
  }
  const imageHashGiven = typeof videoData.image_hash === 'string' ? videoData.image_hash : undefined;
  if (imageHashGiven === undefined && typeof videoData.image_url !== 'string') {
    throw invalidParameter('video_data requires image_url or image_hash for the video thumbnail');
  }
  if (imageHashGiven !== undefined && !account.images.some((image) => image.hash === imageHashGiven)) {
    throw invalidParameter(`Image with hash ${imageHashGiven} was not found in this ad account`);
  }
  const callToAction = videoData.call_to_action;
  if (callToAction !== undefined) {
    const link = isRecord(callToAction) && isRecord(callToAction.value) ? callToAction.value.link : undefined;
    if (!isRecord(callToAction) || typeof callToAction.type !== 'string' || typeof link !== 'string') {
      throw invalidParameter('call_to_action requires a type and value[link]');
    }
  }
  return { pageId, videoId };
}

export const creativeRoutes: readonly Route[] = [
  {
    method: 'POST',
    pattern: ':account/adcreatives',
    handle: (context) => {
      const account = reachableAccount(context);
      const name = requiredString(context.params, 'name');
      const spec = requiredJsonObject(context.params, 'object_story_spec');
      const { pageId, videoId } = checkVideoStory(context, { ...account, id: account.seed.id }, spec);
      const creative: FakeCreative = {
        id: newGraphId(),
        adAccountId: account.seed.id,
        name,
        pageId,
        videoId,
        objectStorySpec: spec,
      };
      context.store.addCreative(creative);
      return { id: creative.id };
    },
  },
  {
    method: 'GET',
    pattern: ':account/adcreatives',
    handle: (context) => {
      const account = reachableAccount(context);
      const fields = optionalString(context.params, 'fields');
      const rows = account.creatives.map((creative) => selectFields(creativeNode(creative), fields, CREATIVE_SHAPE));
      return pageOf(rows, { limit: optionalString(context.params, 'limit') }, context.url);
    },
  },
  {
    method: 'POST',
    pattern: ':account/adimages',
    handle: (context) => {
      const account = reachableAccount(context);
      const file = firstFile(context.params);
      if (!file || file.bytes.length === 0) throw invalidParameter('An image file is required, sent as multipart form data');
      const hash = imageHash(file.bytes);
      const name = file.filename || 'image';
      const url = `${context.baseUrl}/images/${hash}.jpg`;
      context.store.addImage({ hash, url, name, adAccountId: account.seed.id, size: file.bytes.length });
      return { images: { [name]: { hash, url } } };
    },
  },
];
