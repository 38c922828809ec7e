import { type FakeGraphApi } from './fake-graph-api';
import { type FakeAdAccountSeed, type FakeTokenGrant, type GraphErrorBody } from './graph-shapes';
import { STATUS_POLLS_WHILE_PROCESSING } from './video-upload';

/** Seeds and a plain-fetch caller shared by the fake's own e2e specs. */

export const AD_ACCOUNT: FakeAdAccountSeed = {
  id: 'act_1111222233334444',
  name: 'Reelmix Shop',
  currency: 'EUR',
  campaigns: [
    {
      id: '120200000000000101',
      name: 'Autumn launch',
      adSets: [
        { id: '120200000000000201', name: 'Video views, 18-34', optimizationGoal: 'THRUPLAY' },
        { id: '120200000000000202', name: 'Clicks, retargeting' },
      ],
    },
  ],
};

export const AD_SET_ID = AD_ACCOUNT.campaigns[0].adSets[0].id;

export const OTHER_AD_ACCOUNT: FakeAdAccountSeed = { id: 'act_9999', name: 'Not ours', campaigns: [] };

export const PAGE = { id: '100000000000777', name: 'Reelmix' };

export const SYSTEM_USER_TOKEN = 'EAAB-system-user-token-for-tests';

export const GRANT: FakeTokenGrant = {
  userId: '100000000000042',
  userName: 'Reelmix publisher',
  adAccounts: [AD_ACCOUNT],
  pages: [PAGE],
};

export interface GraphAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { error?: GraphErrorBody };
  headers: Headers;
}

export interface GraphCall {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  /** Sent URL-encoded unless it is a FormData (multipart). */
  form?: Record<string, string> | FormData;
  token?: string | null;
  tokenIn?: 'header' | 'query';
}

/** Calls `${fake.url}/${version}/${path}` the way a Graph client does, token in the header by default. */
export async function callGraph<T = Record<string, unknown>>(
  fake: FakeGraphApi,
  path: string,
  call: GraphCall = {},
): Promise<GraphAnswer<T>> {
  const url = new URL(`${fake.url}/${fake.version}/${path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  const token = call.token === undefined ? SYSTEM_USER_TOKEN : call.token;
  const headers: Record<string, string> = {};
  if (token !== null && call.tokenIn === 'query') url.searchParams.set('access_token', token);
  if (token !== null && call.tokenIn !== 'query') headers.Authorization = `Bearer ${token}`;
  const body = call.form instanceof FormData || call.form === undefined ? call.form : new URLSearchParams(call.form);
  const response = await fetch(url, { method: call.method ?? (call.form ? 'POST' : 'GET'), headers, body });
  return { status: response.status, body: (await response.json()) as GraphAnswer<T>['body'], headers: response.headers };
}

/** A multipart form with one file field, as Graph clients send uploads. */
export function multipart(fields: Record<string, string>, file: { field: string; name: string; bytes: Buffer }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

export type UploadOffsets = { start_offset: string; end_offset: string };

async function succeeded<T>(answer: Promise<GraphAnswer<T>>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`The fake Graph API answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export function startUpload(fake: FakeGraphApi, fileSize: number) {
  return succeeded(
    callGraph<UploadOffsets & { upload_session_id: string; video_id: string }>(fake, `${AD_ACCOUNT.id}/advideos`, {
      form: { upload_phase: 'start', file_size: String(fileSize) },
    }),
  );
}

export function transferChunk(fake: FakeGraphApi, sessionId: string, startOffset: number, chunk: Buffer) {
  const form = multipart(
    { upload_phase: 'transfer', upload_session_id: sessionId, start_offset: String(startOffset) },
    { field: 'video_file_chunk', name: 'chunk', bytes: chunk },
  );
  return callGraph<UploadOffsets>(fake, `${AD_ACCOUNT.id}/advideos`, { form });
}

/** Uploads a video in one `source` request and answers its id; it is processing until polled. */
export async function uploadWholeVideo(fake: FakeGraphApi, bytes: Buffer): Promise<string> {
  const form = multipart({ title: 'v1' }, { field: 'source', name: 'v1.mp4', bytes });
  return (await succeeded(callGraph<{ id: string }>(fake, `${AD_ACCOUNT.id}/advideos`, { form }))).id;
}

export function pollVideoStatus(fake: FakeGraphApi, videoId: string) {
  return callGraph<{ status: { video_status: string; processing_progress: number } }>(fake, videoId, {
    query: { fields: 'status' },
  });
}

export async function readyVideo(fake: FakeGraphApi, bytes: Buffer): Promise<string> {
  const videoId = await uploadWholeVideo(fake, bytes);
  for (let poll = 0; poll <= STATUS_POLLS_WHILE_PROCESSING; poll += 1) await pollVideoStatus(fake, videoId);
  return videoId;
}

export function createVideoCreative(fake: FakeGraphApi, videoId: string, pageId = PAGE.id) {
  const spec = {
    page_id: pageId,
    video_data: {
      video_id: videoId,
      image_url: 'https://cdn.example.com/thumb.jpg',
      message: 'New autumn colours',
      title: 'Autumn',
      call_to_action: { type: 'SHOP_NOW', value: { link: 'https://shop.example.com/autumn' } },
    },
  };
  return callGraph<{ id: string }>(fake, `${AD_ACCOUNT.id}/adcreatives`, {
    form: { name: 'Autumn v1', object_story_spec: JSON.stringify(spec) },
  });
}

/** A ready video, its creative and an ad in the first ad set; answers the ad's id. */
export async function publishAd(fake: FakeGraphApi, bytes: Buffer, status = 'PAUSED'): Promise<string> {
  const creative = await succeeded(createVideoCreative(fake, await readyVideo(fake, bytes)));
  const ad = await succeeded(
    callGraph<{ id: string }>(fake, `${AD_ACCOUNT.id}/ads`, {
      form: { name: 'Autumn v1', adset_id: AD_SET_ID, creative: JSON.stringify({ creative_id: creative.id }), status },
    }),
  );
  return ad.id;
}
