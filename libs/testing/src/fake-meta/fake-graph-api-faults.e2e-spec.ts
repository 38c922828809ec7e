import { randomBytes } from 'node:crypto';
import { FakeGraphApi } from './fake-graph-api';
import { AD_ACCOUNT, GRANT, SYSTEM_USER_TOKEN, callGraph, multipart } from './graph-test-client';
import { MINUTES_TO_REGAIN_ACCESS } from './usage-headers';
import { STATUS_POLLS_WHILE_PROCESSING } from './video-upload';

const CAMPAIGNS = `${AD_ACCOUNT.id}/campaigns`;

function businessUseCase(headers: Headers): { call_count: number; estimated_time_to_regain_access: number } {
  const usage = JSON.parse(headers.get('x-business-use-case-usage')!) as Record<string, unknown[]>;
  return usage[AD_ACCOUNT.id.replace('act_', '')][0] as { call_count: number; estimated_time_to_regain_access: number };
}

/** The failures a client must survive: outages, rate limits, revoked tokens, videos stuck in processing. */
describe('FakeGraphApi faults', () => {
  let fake: FakeGraphApi;

  beforeEach(async () => {
    fake = await FakeGraphApi.start();
    fake.addToken(SYSTEM_USER_TOKEN, GRANT);
  });

  afterEach(() => fake.stop());

  it('answers a revoked token with OAuthException 190, and unknown, expired and missing tokens as Graph does', async () => {
    expect((await callGraph(fake, 'me')).status).toBe(200);
    fake.revokeToken(SYSTEM_USER_TOKEN);
    const revoked = await callGraph(fake, 'me');
    expect(revoked.body.error).toMatchObject({ type: 'OAuthException', code: 190, error_subcode: 460 });

    const unknown = await callGraph(fake, 'me', { token: 'EAAB-never-issued' });
    expect(unknown.body.error).toMatchObject({ code: 190, message: expect.stringContaining('Cannot parse') });
    fake.addToken('EAAB-expired', { ...GRANT, expiresAt: new Date(Date.now() - 1000) });
    expect((await callGraph(fake, 'me', { token: 'EAAB-expired' })).body.error).toMatchObject({
      code: 190,
      error_subcode: 463,
    });
    expect((await callGraph(fake, 'me', { token: null })).body.error).toMatchObject({ code: 104 });
  });

  it('fails the next matching requests with a planned 500 code 2, then answers again', async () => {
    fake.faults.failNext({ method: 'POST', path: /\/advideos$/ }, { status: 500, code: 2 }, 2);
    const form = { upload_phase: 'start', file_size: '10' };

    expect((await callGraph(fake, CAMPAIGNS)).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failed = await callGraph(fake, `${AD_ACCOUNT.id}/advideos`, { form });
      expect(failed.status).toBe(500);
      expect(failed.body.error).toMatchObject({ code: 2, is_transient: true, message: expect.stringContaining('retry') });
    }
    expect((await callGraph(fake, `${AD_ACCOUNT.id}/advideos`, { form })).status).toBe(200);
  });

  it.each([
    [17, 2446079],
    [613, 1487742],
    [80004, 2446079],
  ])('answers a planned rate limit code %i (subcode %i) with the ad account usage at 100', async (code, subcode) => {
    fake.faults.failNext({ path: /campaigns/ }, { status: 400, code });

    const limited = await callGraph(fake, CAMPAIGNS);
    expect(limited.status).toBe(400);
    expect(limited.body.error).toMatchObject({ code, error_subcode: subcode, type: 'OAuthException' });
    expect(businessUseCase(limited.headers)).toMatchObject({
      call_count: 100,
      estimated_time_to_regain_access: MINUTES_TO_REGAIN_ACCESS,
    });
    expect(businessUseCase((await callGraph(fake, CAMPAIGNS)).headers).call_count).toBeLessThan(100);
  });

  it('answers a planned application limit (code 4) with the app usage at 100', async () => {
    fake.faults.failNext({ path: /\/me$/ }, { status: 400, code: 4, message: 'custom wording' });
    const limited = await callGraph(fake, 'me');
    expect(limited.body.error).toMatchObject({ code: 4, message: 'custom wording' });
    expect(JSON.parse(limited.headers.get('x-app-usage')!)).toEqual({ call_count: 100, total_cputime: 100, total_time: 100 });
  });

  it('reports a throttled ad account in the headers, and refuses its calls with 80004 once at 100', async () => {
    fake.faults.throttleAdAccount(AD_ACCOUNT.id, 85);
    const warned = await callGraph(fake, CAMPAIGNS);
    expect(warned.status).toBe(200);
    expect(businessUseCase(warned.headers)).toMatchObject({ call_count: 85, estimated_time_to_regain_access: 0 });

    fake.faults.throttleAdAccount(AD_ACCOUNT.id, 100);
    const refused = await callGraph(fake, CAMPAIGNS);
    expect(refused.body.error).toMatchObject({ code: 80004, error_subcode: 2446079 });
    expect(businessUseCase(refused.headers)).toMatchObject({
      call_count: 100,
      estimated_time_to_regain_access: MINUTES_TO_REGAIN_ACCESS,
    });
    expect(JSON.parse(refused.headers.get('x-ad-account-usage')!)).toMatchObject({ acc_id_util_pct: 100 });
    expect((await callGraph(fake, 'me')).status).toBe(200);

    fake.faults.throttleAdAccount(AD_ACCOUNT.id, 10);
    expect((await callGraph(fake, CAMPAIGNS)).status).toBe(200);
  });

  it('keeps uploaded videos processing when told processing never finishes', async () => {
    fake.faults.neverFinishProcessing();
    const form = multipart({}, { field: 'source', name: 'v.mp4', bytes: randomBytes(1024) });
    const videoId = (await callGraph<{ id: string }>(fake, `${AD_ACCOUNT.id}/advideos`, { form })).body.id;

    for (let poll = 0; poll < STATUS_POLLS_WHILE_PROCESSING + 5; poll += 1) {
      const status = await callGraph<{ status: { video_status: string } }>(fake, videoId, { query: { fields: 'status' } });
      expect(status.body.status.video_status).toBe('processing');
    }
  });

  it('revokes a token after a number of calls, as when access is withdrawn mid-publish', async () => {
    fake.faults.revokeAfter(2, SYSTEM_USER_TOKEN);

    expect((await callGraph(fake, 'me')).status).toBe(200);
    expect((await callGraph(fake, CAMPAIGNS)).status).toBe(200);
    const third = await callGraph(fake, CAMPAIGNS);
    expect(third.body.error).toMatchObject({ code: 190, error_subcode: 460 });
  });
});
