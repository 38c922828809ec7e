import { Events, Rpc, type SeenFrom } from '@reelmix/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { Referral } from '../src/users/referral.entity';
import { Sighting } from '../src/users/sighting.entity';
import { AffiliatesTestApp } from './support/affiliates-test-app';

/**
 * The self-referral signals beyond a shared card (docs/security.md): the same browser (the
 * gateway's device cookie), and the same e-mail domain together with the same public client
 * address. What the gateway passes is sent here as it sends it.
 */
describe('affiliates: self-referral signals', () => {
  let service: AffiliatesTestApp;

  const device = () => randomBytes(16).toString('base64url');
  const domain = () => `${randomUUID().slice(0, 8)}.example`;
  const viewsDashboard = (userId: string, from: SeenFrom) => service.rpc.request('affiliates', Rpc.AffiliateStats, { userId, ...from });
  const signedUp = (userId: string, from: SeenFrom) => service.rpc.request('affiliates', Rpc.ReferredSignup, { userId, ...from });
  const referralOf = (referredId: string) => service.db.getRepository(Referral).findOneByOrFail({ referredId });

  beforeAll(async () => {
    service = await AffiliatesTestApp.start();
  });

  afterAll(async () => {
    await service?.close();
  });

  it('pays nothing when the referred customer signed up in a browser the affiliate uses', async () => {
    const affiliate = await service.affiliate(domain());
    const browser = device();
    await viewsDashboard(affiliate.userId, { deviceId: browser, ip: '81.2.69.142' });
    const alias = await service.register(affiliate.userId, domain());
    await signedUp(alias.userId, { deviceId: browser, ip: '2a02:c7f:9999::1' });

    await service.pay(alias.userId);

    expect(await service.commissionsOf(alias.userId)).toEqual([]);
    expect(await referralOf(alias.userId)).toMatchObject({ selfReferralAt: expect.any(Date), selfReferralSignal: 'device' });
  });

  it("takes where a referred customer signed up from as billing announces it with the registration (registration.referred.v1)", async () => {
    const affiliate = await service.affiliate(domain());
    const browser = device();
    await viewsDashboard(affiliate.userId, { deviceId: browser, ip: '81.2.69.142' });
    const alias = await service.register(affiliate.userId, domain());

    await service.deliver(Events.ReferredRegistration, { userId: alias.userId, deviceId: browser, ip: '2a02:c7f:9999::1', registeredAt: service.clock.now().toISOString() });

    expect(await referralOf(alias.userId)).toMatchObject({ selfReferralAt: expect.any(Date), selfReferralSignal: 'device' });
  });

  it('judges the sign-up whichever arrives first, the browser it came from or the registration', async () => {
    const affiliate = await service.affiliate(domain());
    const browser = device();
    const userId = randomUUID();
    await signedUp(userId, { deviceId: browser });
    await viewsDashboard(affiliate.userId, { deviceId: browser });
    await service.deliver(Events.UserRegistered, { userId, email: `late@${domain()}`, referrerId: affiliate.userId, registeredAt: service.clock.now().toISOString() });

    expect(await referralOf(userId)).toMatchObject({ selfReferralSignal: 'device' });
  });

  it('pays nothing when both addresses are at one e-mail domain and used one public address (an IPv6 /64 as one)', async () => {
    const shared = domain();
    const affiliate = await service.affiliate(shared);
    await viewsDashboard(affiliate.userId, { deviceId: device(), ip: '2a02:c7f:1234:5678::1' });
    const alias = await service.register(affiliate.userId, shared);
    await signedUp(alias.userId, { deviceId: device(), ip: '2a02:c7f:1234:5678:aaaa:bbbb:cccc:dddd' });

    await service.pay(alias.userId);

    expect(await service.commissionsOf(alias.userId)).toEqual([]);
    expect(await referralOf(alias.userId)).toMatchObject({ selfReferralSignal: 'email domain and address' });
  });

  it('voids what was earned when a signal shows up after the payments', async () => {
    const affiliate = await service.affiliate(domain());
    const alias = await service.register(affiliate.userId, domain());
    const browser = device();
    await signedUp(alias.userId, { deviceId: browser });
    await service.pay(alias.userId);
    expect(await service.commissionsOf(alias.userId)).toEqual([expect.objectContaining({ status: 'pending' })]);

    await viewsDashboard(affiliate.userId, { deviceId: browser });

    expect(await service.commissionsOf(alias.userId)).toEqual([expect.objectContaining({ status: 'void', voidReason: 'self_referral' })]);
  });

  it.each([
    ['the same domain from another address', 'same', '81.2.69.142', '81.2.69.143'],
    ['the same public address at another domain', 'other', '81.2.69.144', '81.2.69.144'],
    ['the same domain and the same private address (a proxy or NAT in front)', 'same', '10.0.0.7', '10.0.0.7'],
    ['the same domain and the same loopback address (a laptop running the stack)', 'same', '127.0.0.1', '127.0.0.1'],
  ])('still pays for a referred customer with only %s', async (_case, domains, affiliateIp, referredIp) => {
    const affiliateDomain = domain();
    const affiliate = await service.affiliate(affiliateDomain);
    await viewsDashboard(affiliate.userId, { deviceId: device(), ip: affiliateIp });
    const referred = await service.register(affiliate.userId, domains === 'same' ? affiliateDomain : domain());
    await signedUp(referred.userId, { deviceId: device(), ip: referredIp });

    await service.pay(referred.userId);

    expect(await service.commissionsOf(referred.userId)).toEqual([expect.objectContaining({ status: 'pending', amountCents: 580 })]);
    expect(await referralOf(referred.userId)).toMatchObject({ selfReferralAt: null, selfReferralSignal: null });
  });

  it('keeps the newest 20 browsers and addresses of an account, and forgets them with the account', async () => {
    const affiliate = await service.affiliate(domain());
    for (let n = 0; n < 25; n += 1) await viewsDashboard(affiliate.userId, { deviceId: device(), ip: `81.2.70.${n + 1}` });
    const kept = await service.db.getRepository(Sighting).findBy({ userId: affiliate.userId });
    expect(kept.filter((row) => row.kind === 'device')).toHaveLength(20);
    expect(kept.filter((row) => row.kind === 'address').map((row) => row.value)).toContain('81.2.70.25');

    await service.deliver(Events.UserDeleted, { userId: affiliate.userId, deletedAt: service.clock.now().toISOString() });

    expect(await service.db.getRepository(Sighting).findBy({ userId: affiliate.userId })).toEqual([]);
  });
});
