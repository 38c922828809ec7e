import { createHash, randomBytes } from 'node:crypto';
import { FakeGraphApi } from './fake-graph-api';
import {
  AD_ACCOUNT,
  AD_SET_ID,
  GRANT,
  OTHER_AD_ACCOUNT,
  PAGE,
  SYSTEM_USER_TOKEN,
  callGraph,
  pollVideoStatus,
  startUpload,
  transferChunk,
  uploadWholeVideo,
  type UploadOffsets,
} from './graph-test-client';
import { STATUS_POLLS_WHILE_PROCESSING, UPLOAD_CHUNK_BYTES } from './video-upload';

const MEGABYTE = 1024 * 1024;

/** Who the token is, what it reaches, the resumable upload and processing, usage headers and recording. */
describe('FakeGraphApi', () => {
  let fake: FakeGraphApi;

  beforeEach(async () => {
    fake = await FakeGraphApi.start();
    fake.addToken(SYSTEM_USER_TOKEN, GRANT);
  });

  afterEach(() => fake.stop());

  it('answers who the token is and which ad accounts, pages, campaigns and ad sets it reaches', async () => {
    const me = await callGraph(fake, 'me', { query: { fields: 'id,name' }, tokenIn: 'query' });
    expect(me.body).toEqual({ id: GRANT.userId, name: GRANT.userName });

    const accounts = await callGraph(fake, 'me/adaccounts', {
      query: { fields: 'id,account_id,name,currency,account_status' },
    });
    expect(accounts.body.data).toEqual([
      { id: AD_ACCOUNT.id, account_id: '1111222233334444', name: 'Reelmix Shop', currency: 'EUR', account_status: 1 },
    ]);
    expect((await callGraph(fake, 'me/accounts')).body.data).toEqual([PAGE]);

    const campaigns = await callGraph(fake, `${AD_ACCOUNT.id}/campaigns`, { query: { fields: 'id,name' } });
    expect(campaigns.body.data).toEqual([{ id: AD_ACCOUNT.campaigns[0].id, name: 'Autumn launch' }]);
    const adSets = await callGraph(fake, `${AD_ACCOUNT.id}/adsets`, {
      query: { fields: 'id,name,campaign_id,optimization_goal,status', limit: '1' },
    });
    expect(adSets.body).toMatchObject({
      data: [
        {
          id: AD_SET_ID,
          name: 'Video views, 18-34',
          campaign_id: AD_ACCOUNT.campaigns[0].id,
          optimization_goal: 'THRUPLAY',
          status: 'ACTIVE',
        },
      ],
      paging: { next: expect.stringContaining('after=') },
    });
    const byCampaign = await callGraph(fake, `${AD_ACCOUNT.campaigns[0].id}/adsets`, { query: { fields: 'id' } });
    expect(byCampaign.body.data).toHaveLength(2);
  });

  it('hides ad accounts the token does not reach and refuses unknown fields, as Graph does', async () => {
    fake.addToken('EAAB-other', { ...GRANT, adAccounts: [OTHER_AD_ACCOUNT] });
    const hidden = await callGraph(fake, `${OTHER_AD_ACCOUNT.id}/campaigns`);
    expect(hidden.status).toBe(400);
    expect(hidden.body.error).toMatchObject({ type: 'GraphMethodException', code: 100, error_subcode: 33 });
    expect(hidden.body.error?.fbtrace_id).toMatch(/^\S{11}$/);

    const badField = await callGraph(fake, 'me', { query: { fields: 'id,birthday' } });
    expect(badField.body.error).toMatchObject({ code: 100, message: expect.stringContaining('(birthday)') });
  });

  it('takes a 3 MB video in 1 MB chunks and keeps its size and sha256', async () => {
    const video = randomBytes(3 * MEGABYTE);
    const start = await startUpload(fake, video.length);
    expect(start).toMatchObject({ start_offset: '0', end_offset: String(UPLOAD_CHUNK_BYTES) });
    expect(start.video_id).toMatch(/^\d{15,}$/);

    let offsets: UploadOffsets = start;
    let transfers = 0;
    while (offsets.start_offset !== offsets.end_offset) {
      const from = Number(offsets.start_offset);
      const answer = await transferChunk(fake, start.upload_session_id, from, video.subarray(from, Number(offsets.end_offset)));
      expect(answer.status).toBe(200);
      offsets = answer.body;
      transfers += 1;
    }
    expect(transfers).toBe(3);
    expect(offsets).toEqual({ start_offset: String(video.length), end_offset: String(video.length) });

    const finish = await callGraph(fake, `${AD_ACCOUNT.id}/advideos`, {
      form: { upload_phase: 'finish', upload_session_id: start.upload_session_id, title: 'Autumn v1' },
    });
    expect(finish.body).toEqual({ success: true });
    expect(fake.state().adAccounts[AD_ACCOUNT.id].videos).toEqual([
      expect.objectContaining({
        id: start.video_id,
        fileSize: video.length,
        sha256: createHash('sha256').update(video).digest('hex'),
        title: 'Autumn v1',
        uploadComplete: true,
      }),
    ]);
  });

  it('refuses a chunk at the wrong offset with code 6001/1363037 and the offsets to resume from', async () => {
    const video = randomBytes(3 * MEGABYTE);
    const start = await startUpload(fake, video.length);
    await transferChunk(fake, start.upload_session_id, 0, video.subarray(0, MEGABYTE));

    const skipped = await transferChunk(fake, start.upload_session_id, 2 * MEGABYTE, video.subarray(2 * MEGABYTE));
    expect(skipped.status).toBe(400);
    expect(skipped.body.error).toMatchObject({
      type: 'OAuthException',
      code: 6001,
      error_subcode: 1363037,
      error_data: { start_offset: MEGABYTE, end_offset: 2 * MEGABYTE },
      error_user_title: 'Error Uploading Video',
    });

    const resumed = await transferChunk(fake, start.upload_session_id, MEGABYTE, video.subarray(MEGABYTE, 2 * MEGABYTE));
    expect(resumed.body).toEqual({ start_offset: String(2 * MEGABYTE), end_offset: String(3 * MEGABYTE) });
    const early = await callGraph(fake, `${AD_ACCOUNT.id}/advideos`, {
      form: { upload_phase: 'finish', upload_session_id: start.upload_session_id },
    });
    expect(early.body.error).toMatchObject({ code: 6001, error_data: { start_offset: 2 * MEGABYTE } });
  });

  it('reports a finished upload as processing for a couple of polls, then ready', async () => {
    const videoId = await uploadWholeVideo(fake, randomBytes(3 * MEGABYTE));

    const statuses: string[] = [];
    for (let poll = 0; poll <= STATUS_POLLS_WHILE_PROCESSING; poll += 1) {
      statuses.push((await pollVideoStatus(fake, videoId)).body.status.video_status);
    }
    expect(statuses).toEqual(['processing', 'processing', 'ready']);
    const ready = await pollVideoStatus(fake, videoId);
    expect(ready.body).toMatchObject({ id: videoId, status: { video_status: 'ready', processing_progress: 100 } });
  });

  it('reports business use case, ad account and app usage on every answer', async () => {
    const listing = await callGraph(fake, `${AD_ACCOUNT.id}/campaigns`);
    const usage = JSON.parse(listing.headers.get('x-business-use-case-usage')!);
    expect(usage).toEqual({
      '1111222233334444': [
        {
          type: 'ads_management',
          call_count: expect.any(Number),
          total_cputime: expect.any(Number),
          total_time: expect.any(Number),
          estimated_time_to_regain_access: 0,
        },
      ],
    });
    expect(JSON.parse(listing.headers.get('x-ad-account-usage')!)).toMatchObject({ acc_id_util_pct: expect.any(Number) });
    expect(JSON.parse(listing.headers.get('x-app-usage')!)).toEqual({
      call_count: expect.any(Number),
      total_cputime: expect.any(Number),
      total_time: expect.any(Number),
    });

    const refused = await callGraph(fake, 'me', { token: null });
    expect(refused.body.error).toMatchObject({ code: 104 });
    expect(refused.headers.get('x-business-use-case-usage')).toBe('{}');
    expect(refused.headers.get('x-app-usage')).not.toBeNull();
  });

  it('records requests with their fields and files but never the token in clear', async () => {
    const start = await startUpload(fake, 10);
    await transferChunk(fake, start.upload_session_id, 0, Buffer.alloc(10, 1));
    await callGraph(fake, 'me', { tokenIn: 'query' });
    await callGraph(fake, `${AD_ACCOUNT.id}/adcreatives`, {
      form: { name: 'x', object_story_spec: '{}', access_token: SYSTEM_USER_TOKEN },
      token: null,
    });

    expect(fake.requests[1]).toMatchObject({
      method: 'POST',
      path: `/v24.0/${AD_ACCOUNT.id}/advideos`,
      body: { upload_phase: 'transfer', start_offset: '0', video_file_chunk: { size: 10, sha256: expect.any(String) } },
    });
    expect(fake.requests[2].query.access_token).toBe('[redacted]');
    expect(fake.requests[3].body.access_token).toBe('[redacted]');
    expect(new Set(fake.requests.map((request) => request.tokenFingerprint))).toEqual(
      new Set([`sha256:${createHash('sha256').update(SYSTEM_USER_TOKEN).digest('hex').slice(0, 16)}`]),
    );
    expect(JSON.stringify(fake.requests)).not.toContain(SYSTEM_USER_TOKEN);
  });
});
