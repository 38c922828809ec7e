import { ErrorCode, Rpc } from '@reelmix/contracts';
import { uniqueName } from '@reelmix/testing';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service';
import { AuthTestApp, failureOf } from './support/admin-test-app';

/**
 * The registration check answers whether an e-mail has an account, so each client address may ask
 * only a few times an hour. The service's clock is moved by the test instead of waiting.
 */
describe('auth: the registration check is throttled per client address', () => {
  let service: AuthTestApp;

  const lookup = (ip?: string) =>
    service.rpc.request('auth', Rpc.LookupEmail, { email: `${uniqueName('probe')}@example.com`, ...(ip ? { ip } : {}) });
  const counterOf = async (key: string): Promise<number | undefined> =>
    (await service.db.query(`SELECT "failures" FROM "auth"."login_attempts" WHERE "key" = $1`, [key]))[0]?.failures;

  beforeAll(async () => {
    service = await AuthTestApp.start({ REGISTRATION_CHECK_MAX_PER_IP: '20', REGISTRATION_CHECK_WINDOW_MINUTES: '60' });
  });

  afterAll(async () => {
    await service?.close();
  });

  it('answers 20 checks from one address an hour, refuses the next with when to come back, and answers again once the hour is over', async () => {
    const prober = '203.0.113.10';
    for (let check = 0; check < 20; check++) await expect(lookup(prober)).resolves.toEqual({ registered: false });

    const refused = await failureOf(lookup(prober));

    expect(refused).toMatchObject({ code: ErrorCode.RateLimited, message: 'Too many registration attempts. Please try again later.' });
    const retryAfterSeconds = (refused.details as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    await expect(lookup('203.0.113.11')).resolves.toEqual({ registered: false });

    service.clock.advance(retryAfterSeconds * 1000);
    await expect(lookup(prober)).resolves.toEqual({ registered: false });
  });

  it('counts every address of one IPv6 /64 as one prober', async () => {
    const prober = (n: number) => `2001:db8:77:1::${n.toString(16)}`;
    for (let check = 1; check <= 20; check++) await expect(lookup(prober(check))).resolves.toEqual({ registered: false });

    expect(await failureOf(lookup(prober(21)))).toMatchObject({ code: ErrorCode.RateLimited });
    expect(await failureOf(lookup('2001:db8:77:1:ffff::1'))).toMatchObject({ code: ErrorCode.RateLimited });
    await expect(lookup('2001:db8:77:2::1')).resolves.toEqual({ registered: false });
  });

  it('counts checks without a readable address together, never letting them through unthrottled', async () => {
    for (let check = 0; check < 20; check++) await expect(lookup()).resolves.toEqual({ registered: false });

    expect(await failureOf(lookup())).toMatchObject({ code: ErrorCode.RateLimited });
  });

  it('has housekeeping delete counters once no window can remember them', async () => {
    const prober = '203.0.113.12';
    await lookup(prober);
    expect(await counterOf(`register-ip:${prober}`)).toBe(1);

    service.clock.advance(61 * 60_000);
    await service.app.get(HousekeepingService).sweep();

    expect(await counterOf(`register-ip:${prober}`)).toBeUndefined();
  });
});
