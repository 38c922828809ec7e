import { AFFILIATE_CODE_PATTERN, ErrorCode, Events, Rpc } from '@reelmix/contracts';
import { uniqueName } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { ALREADY_ENROLLED_MESSAGE, ENROLLED_MESSAGE } from '../src/enrolment/enrolment.service';
import { AffiliatesTestApp, failureOf, TEST_PUBLIC_URL } from './support/affiliates-test-app';

describe('affiliates: enrolment and stats', () => {
  let service: AffiliatesTestApp;

  const someone = () => ({ userId: randomUUID(), email: `${uniqueName('customer')}@example.com` });
  const enrol = (person: { userId: string; email: string }) => service.rpc.request('affiliates', Rpc.EnrolAffiliate, person);
  const enrolledEvents = async (userId: string): Promise<Array<{ affiliateCode: string; enrolledAt: string }>> =>
    (
      await service.db.query(`SELECT "payload" FROM "affiliates"."outbox" WHERE "event_name" = $1 AND "payload"->>'userId' = $2`, [
        Events.AffiliateEnrolled,
        userId,
      ])
    ).map((row: { payload: { affiliateCode: string; enrolledAt: string } }) => row.payload);

  beforeAll(async () => {
    service = await AffiliatesTestApp.start();
  });

  afterAll(async () => {
    await service?.close();
  });

  it('enrols a signed-in user once: a code, a referral link, and "already_enrolled" after that', async () => {
    const person = someone();

    const first = await enrol(person);
    const second = await enrol(person);

    const code = first.data.affiliateCode;
    expect(code).toMatch(AFFILIATE_CODE_PATTERN);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first).toEqual({
      status: 'enrolled',
      data: { message: ENROLLED_MESSAGE, signupUrl: `${TEST_PUBLIC_URL}/affiliate`, referralLink: `${TEST_PUBLIC_URL}/?via=${code}`, affiliateCode: code },
    });
    expect(second).toEqual({ status: 'already_enrolled', data: { ...first.data, message: ALREADY_ENROLLED_MESSAGE } });
    // Auth's isAffiliate/affiliateCode come from this event: exactly one, with the code.
    expect(await enrolledEvents(person.userId)).toEqual([{ userId: person.userId, affiliateCode: code, enrolledAt: expect.any(String) }]);
  });

  it('gives one enrolment to two calls at the same moment', async () => {
    const person = someone();

    const answers = await Promise.all([enrol(person), enrol(person), enrol(person)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual(['already_enrolled', 'already_enrolled', 'enrolled']);
    expect(new Set(answers.map((answer) => answer.data.affiliateCode)).size).toBe(1);
    expect(await enrolledEvents(person.userId)).toHaveLength(1);
  });

  it('gives every affiliate a code of their own', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => enrol(someone())));

    expect(new Set(answers.map((answer) => answer.data.affiliateCode)).size).toBe(12);
  });

  it('refuses stats to a user who is not an affiliate', async () => {
    const failure = await failureOf(service.stats(randomUUID()));

    expect(failure).toMatchObject({ code: ErrorCode.Forbidden, message: 'Affiliate access required' });
  });

  it('shows a new affiliate no referrals, no earnings, and their referral link', async () => {
    const person = someone();
    const { data } = await enrol(person);

    expect(await service.stats(person.userId)).toEqual({
      referrals: 0,
      earnings: { total: 0, available: 0, totalCents: 0, availableCents: 0, pendingCents: 0, paidCents: 0 },
      referral_link: data.referralLink,
      affiliateCode: data.affiliateCode,
    });
  });

  it('refuses a request without a valid user', async () => {
    const failure = await failureOf(service.rpc.request('affiliates', Rpc.EnrolAffiliate, { userId: 'nobody', email: 'not an address' }));

    expect(failure).toMatchObject({ code: ErrorCode.ValidationFailed });
  });
});
