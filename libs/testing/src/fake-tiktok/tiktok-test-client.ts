import { createHash } from 'node:crypto';
import { type FakeTikTokApi } from './fake-tiktok-api';
import { TIKTOK_API_PREFIX } from './request-handler';
import { type FakeTikTokAdvertiserSeed, type FakeTikTokTokenGrant, type TikTokEnvelope } from './tiktok-shapes';
import { INFO_READS_WHILE_PROCESSING } from './video-upload';

/** Seeds and a plain-fetch caller for the fake's own e2e spec. */

export const ADVERTISER: FakeTikTokAdvertiserSeed = {
  id: '7012345678901234567',
  name: 'Reelmix Shop',
  currency: 'EUR',
  campaigns: [
    {
      id: '1790000000000001',
      name: 'Autumn launch',
      adGroups: [
        { id: '1790000000000101', name: 'Traffic, 18-34', optimizationGoal: 'CLICK' },
        { id: '1790000000000102', name: 'Reach, retargeting', optimizationGoal: 'REACH' },
      ],
    },
  ],
};

export const AD_GROUP_ID = ADVERTISER.campaigns[0].adGroups[0].id;
export const OTHER_ADVERTISER: FakeTikTokAdvertiserSeed = {
  id: '7099999999999999999',
  name: 'Not ours',
  campaigns: [],
};
export const IDENTITY = { id: '7100000000000000001', type: 'CUSTOMIZED_USER', displayName: 'Reelmix' } as const;
export const ACCESS_TOKEN = 'tiktok-access-token-for-tests';
export const GRANT: FakeTikTokTokenGrant = { advertiserIds: [ADVERTISER], identities: [IDENTITY] };

export interface TikTokAnswer<T> {
  status: number;
  body: TikTokEnvelope<T>;
}

export interface TikTokCall {
  /** Query parameters; arrays and objects are sent as JSON text, as TikTok's GET endpoints take them. */
  query?: Record<string, unknown>;
  /** Sent as JSON unless it is a FormData (multipart). */
  body?: Record<string, unknown> | FormData;
  token?: string | null;
}

/** Calls `${fake.url}/open_api/v1.3/${path}` the way a TikTok client does, token in `Access-Token`. */
export async function callTikTok<T = Record<string, unknown>>(
  fake: FakeTikTokApi,
  path: string,
  call: TikTokCall = {},
): Promise<TikTokAnswer<T>> {
  const url = new URL(`${fake.url}${TIKTOK_API_PREFIX}${path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value === undefined) continue;
    url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const token = call.token === undefined ? ACCESS_TOKEN : call.token;
  const headers: Record<string, string> = token === null ? {} : { 'Access-Token': token };
  let body: string | FormData | undefined;
  if (call.body instanceof FormData) body = call.body;
  else if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const response = await fetch(url, { method: call.body ? 'POST' : 'GET', headers, body });
  return { status: response.status, body: (await response.json()) as TikTokEnvelope<T> };
}

export async function succeeded<T>(answer: Promise<TikTokAnswer<T>>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200 || body.code !== 0)
    throw new Error(`The fake TikTok API answered ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

export function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

export function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; bytes: Buffer },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

export function uploadVideoFile(
  fake: FakeTikTokApi,
  bytes: Buffer,
  options: { signature?: string; fileName?: string } = {},
) {
  const form = multipart(
    {
      advertiser_id: ADVERTISER.id,
      upload_type: 'UPLOAD_BY_FILE',
      video_signature: options.signature ?? md5(bytes),
      file_name: options.fileName ?? `autumn-${md5(bytes).slice(0, 8)}.mp4`,
    },
    { field: 'video_file', name: 'autumn.mp4', bytes },
  );
  return callTikTok<Array<{ video_id: string }>>(fake, 'file/video/ad/upload/', { body: form });
}

export function readVideoInfo(fake: FakeTikTokApi, videoIds: string[]) {
  return callTikTok<{ list: Array<Record<string, unknown>> }>(fake, 'file/video/ad/info/', {
    query: { advertiser_id: ADVERTISER.id, video_ids: videoIds },
  });
}

/** A whole-file upload polled until ready; answers the video id. */
export async function readyVideo(fake: FakeTikTokApi, bytes: Buffer): Promise<string> {
  const [{ video_id: videoId }] = await succeeded(uploadVideoFile(fake, bytes));
  for (let read = 0; read <= INFO_READS_WHILE_PROCESSING; read += 1) await readVideoInfo(fake, [videoId]);
  return videoId;
}

export async function uploadCover(fake: FakeTikTokApi, bytes = Buffer.from('fake jpeg cover')): Promise<string> {
  const form = multipart(
    { advertiser_id: ADVERTISER.id, upload_type: 'UPLOAD_BY_FILE', image_signature: md5(bytes) },
    { field: 'image_file', name: 'cover.jpg', bytes },
  );
  return (await succeeded(callTikTok<{ image_id: string }>(fake, 'file/image/ad/upload/', { body: form }))).image_id;
}

export function createAd(fake: FakeTikTokApi, videoId: string, imageId: string, operationStatus?: string) {
  return callTikTok<{ ad_ids: string[] }>(fake, 'ad/create/', {
    body: {
      advertiser_id: ADVERTISER.id,
      adgroup_id: AD_GROUP_ID,
      creatives: [
        {
          ad_name: 'Autumn v1',
          ad_format: 'SINGLE_VIDEO',
          identity_id: IDENTITY.id,
          identity_type: IDENTITY.type,
          video_id: videoId,
          image_ids: [imageId],
          ad_text: 'New autumn colours',
          call_to_action: 'SHOP_NOW',
          landing_page_url: 'https://shop.example.com/autumn',
          ...(operationStatus ? { operation_status: operationStatus } : {}),
        },
      ],
    },
  });
}

export function updateAdStatus(fake: FakeTikTokApi, adIds: string[], operationStatus: string) {
  return callTikTok<{ ad_ids: string[]; status: string }>(fake, 'ad/status/update/', {
    body: { advertiser_id: ADVERTISER.id, ad_ids: adIds, operation_status: operationStatus },
  });
}

/** A ready video, its cover and a DISABLE ad in the first ad group; answers the ad's id. */
export async function publishDisabledAd(fake: FakeTikTokApi, bytes: Buffer): Promise<string> {
  const videoId = await readyVideo(fake, bytes);
  const imageId = await uploadCover(fake);
  return (await succeeded(createAd(fake, videoId, imageId, 'DISABLE'))).ad_ids[0];
}
