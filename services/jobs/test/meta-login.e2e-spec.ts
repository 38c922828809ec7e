import { AD_PLATFORM_UNREACHABLE, type DomainError, ErrorCode, META_LOGIN_FAILURES, META_LOGIN_SCOPES, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { ControlledClock, FakeGraphApi, type FakeTokenGrant, LONG_LIVED_TOKEN_SECONDS } from '@reelmix/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AdConnection } from '../src/integrations/ad-connection.entity';
import { MetaTokenRenewalService } from '../src/integrations/meta-token-renewal.service';
import { startIsolatedJobs } from './support/jobs-test-app';

const APP = { id: '1234567890123', secret: 'fakeAppSecret0123456789abcdef' };
const REDIRECT_URI = 'http://app.reelmix.test/api/integrations/meta/login/callback';
const ACCOUNT = 'act_210000000000001';
const GRANT: FakeTokenGrant = {
  userId: '110000000000001',
  userName: 'Dana Buyer',
  adAccounts: [{ id: ACCOUNT, name: 'Autumn drop', currency: 'EUR', campaigns: [] }],
  pages: [{ id: '510000000000001', name: 'Dana Shop' }],
};
const DAY_MS = 86_400_000;

/*
 * Facebook Login against the fake Graph API, which also plays Meta's dialog: the dialog's address,
 * the code traded for a short-lived token and that for a long-lived one whose end is kept, the
 * token checked and sealed as a pasted one is; refused codes, cancelled logins and a failed trade
 * end in the buyer's words; the daily check renews tokens close to their end and leaves one Meta
 * will not renew connected, to end when it says.
 */
describe('jobs: Facebook Login for the Meta connection', () => {
  const clock = new ControlledClock();
  let meta: FakeGraphApi;
  let stop: (() => Promise<void>) | undefined;
  let rpc: RpcClient;
  let db: DataSource;
  let renewal: MetaTokenRenewalService;

  const refusalOf = (work: Promise<unknown>) =>
    work.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: DomainError) => error,
    );
  const tokenCalls = () => meta.requests.filter((entry) => entry.path === `/${meta.version}/oauth/access_token`);
  const stored = (userId: string) => db.getRepository(AdConnection).findOneByOrFail({ userId });

  /** The browser's part: open the dialog jobs names, and follow Meta's answer back to the callback. */
  async function visitDialog(userId: string, state = randomBytes(32).toString('base64url')): Promise<URL> {
    const { url } = await rpc.request('jobs', Rpc.MetaLoginDialog, { userId, state, redirectUri: REDIRECT_URI });
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  }

  async function logIn(userId: string): Promise<void> {
    meta.planLogin(GRANT);
    const back = await visitDialog(userId);
    await rpc.request('jobs', Rpc.ConnectMetaCode, { userId, code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
  }

  beforeAll(async () => {
    meta = await FakeGraphApi.start();
    meta.setApp(APP);
    let app;
    ({ app, rpc, db, stop } = await startIsolatedJobs(clock, {
      META_GRAPH_URL: meta.url,
      META_GRAPH_VERSION: meta.version,
      META_LOGIN_URL: meta.url,
      META_APP_ID: APP.id,
      META_APP_SECRET: APP.secret,
    }));
    renewal = app.get(MetaTokenRenewalService);
  });

  afterAll(async () => {
    await stop?.();
    await meta?.stop();
  });

  it("offers Facebook Login and names Meta's dialog with the app, the callback, the state and the permissions", async () => {
    const userId = randomUUID();
    expect(await rpc.request('jobs', Rpc.MetaLoginOffer, { userId })).toEqual({ offered: true });

    const state = randomBytes(32).toString('base64url');
    const { url } = await rpc.request('jobs', Rpc.MetaLoginDialog, { userId, state, redirectUri: REDIRECT_URI });
    const dialog = new URL(url);
    expect(`${dialog.origin}${dialog.pathname}`).toBe(`${meta.url}/${meta.version}/dialog/oauth`);
    expect(Object.fromEntries(dialog.searchParams)).toEqual({ client_id: APP.id, redirect_uri: REDIRECT_URI, state, response_type: 'code', scope: META_LOGIN_SCOPES.join(',') });
    expect(url).not.toContain(APP.secret);
  });

  it('trades the code for a long-lived token, checks it with Meta and keeps it sealed with when it ends', async () => {
    const userId = randomUUID();
    meta.planLogin(GRANT);
    const state = randomBytes(32).toString('base64url');
    const back = await visitDialog(userId, state);
    expect(back.searchParams.get('state')).toBe(state);
    const calls = tokenCalls().length;

    const view = await rpc.request('jobs', Rpc.ConnectMetaCode, { userId, code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });

    expect(view).toMatchObject({ platform: 'meta', platformUserId: GRANT.userId, platformUserName: 'Dana Buyer', state: 'connected', adAccounts: [{ id: ACCOUNT, name: 'Autumn drop', currency: 'EUR' }] });
    const expectedEnd = clock.now().getTime() + LONG_LIVED_TOKEN_SECONDS * 1000;
    expect(Math.abs(new Date(view.expiresAt ?? 0).getTime() - expectedEnd)).toBeLessThan(60_000);
    // The code for a short-lived token, then that for a long-lived one; the secret and tokens never kept in the record.
    expect(tokenCalls().slice(calls).map((entry) => entry.query)).toEqual([
      { client_id: APP.id, redirect_uri: REDIRECT_URI, client_secret: '[redacted]', code: '[redacted]' },
      { grant_type: 'fb_exchange_token', client_id: APP.id, client_secret: '[redacted]', fb_exchange_token: '[redacted]' },
    ]);
    const row = await stored(userId);
    expect(row.tokenSealed).not.toContain(view.tokenHint.repeat(2));
    expect(row.tokenSealed.startsWith('EAA')).toBe(false);
    // The saved token works: the ad accounts are read with it.
    expect(await rpc.request('jobs', Rpc.MetaAdAccounts, { userId })).toEqual([{ id: ACCOUNT, name: 'Autumn drop', currency: 'EUR' }]);
  });

  it("refuses a used or foreign code, a code sent with another redirect, and says when Meta can't be reached", async () => {
    const userId = randomUUID();
    meta.planLogin(GRANT);
    const code = (await visitDialog(userId)).searchParams.get('code') ?? '';
    const refused = { code: ErrorCode.ValidationFailed, message: META_LOGIN_FAILURES.refused };

    expect(await refusalOf(rpc.request('jobs', Rpc.ConnectMetaCode, { userId, code, redirectUri: 'http://elsewhere.test/callback' }))).toMatchObject(refused);
    expect(await refusalOf(rpc.request('jobs', Rpc.ConnectMetaCode, { userId, code: 'AQ-never-issued', redirectUri: REDIRECT_URI }))).toMatchObject(refused);
    meta.faults.failNext({ path: /\/oauth\/access_token$/ }, { status: 500, code: 2 });
    expect(await refusalOf(rpc.request('jobs', Rpc.ConnectMetaCode, { userId, code, redirectUri: REDIRECT_URI }))).toMatchObject({ code: ErrorCode.ServiceUnavailable, message: AD_PLATFORM_UNREACHABLE });
    await rpc.request('jobs', Rpc.ConnectMetaCode, { userId, code, redirectUri: REDIRECT_URI });
    expect(await refusalOf(rpc.request('jobs', Rpc.ConnectMetaCode, { userId, code, redirectUri: REDIRECT_URI }))).toMatchObject(refused);
  });

  it('hands back a cancelled login as access_denied, with the state, and connects nothing', async () => {
    const userId = randomUUID();
    meta.planLogin(GRANT, { deny: true });
    const state = randomBytes(32).toString('base64url');

    const back = await visitDialog(userId, state);

    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.has('code')).toBe(false);
    expect((await rpc.request('jobs', Rpc.MetaConnection, { userId })).connection).toBeNull();
  });

  it('renews tokens within seven days of their end, and leaves one Meta will not renew connected until its end', async () => {
    // Only this test's logins: the earlier tests' tokens end at about the same time.
    await db.getRepository(AdConnection).clear();
    const refusedUser = randomUUID();
    await logIn(refusedUser);
    clock.advance(60_000);
    const renewedUser = randomUUID();
    await logIn(renewedUser);
    const before = { refused: await stored(refusedUser), renewed: await stored(renewedUser) };

    // Eight days before the end, nothing is due yet.
    clock.advance(LONG_LIVED_TOKEN_SECONDS * 1000 - 8 * DAY_MS);
    expect(await renewal.renewNow()).toEqual({ renewed: 0, failed: 0 });

    clock.advance(2 * DAY_MS);
    meta.faults.failNext({ path: /\/oauth\/access_token$/ }, { status: 400, code: 190, subcode: 460 });
    expect(await renewal.renewNow()).toEqual({ renewed: 1, failed: 1 });

    const refused = await stored(refusedUser);
    expect({ state: refused.state, expiresAt: refused.expiresAt, tokenSealed: refused.tokenSealed }).toEqual({ state: 'connected', expiresAt: before.refused.expiresAt, tokenSealed: before.refused.tokenSealed });
    const renewed = await stored(renewedUser);
    expect(renewed.tokenSealed).not.toBe(before.renewed.tokenSealed);
    expect(Math.abs((renewed.expiresAt?.getTime() ?? 0) - (clock.now().getTime() + LONG_LIVED_TOKEN_SECONDS * 1000))).toBeLessThan(60_000);
    expect(await rpc.request('jobs', Rpc.MetaAdAccounts, { userId: renewedUser })).toHaveLength(1);
    expect((await rpc.request('jobs', Rpc.MetaConnection, { userId: refusedUser })).connection?.expiresAt).toBe(before.refused.expiresAt?.toISOString());
  });
});
