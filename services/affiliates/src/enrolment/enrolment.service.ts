import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type EnrolAffiliateResponse, Events } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import type { AffiliatesConfig } from '../affiliates.config';
import { newAffiliateCode } from '../programme/readable-id';
import { PeopleRepository } from '../users/people.repository';
import { type Affiliate } from './affiliate.entity';
import { AffiliatesRepository } from './affiliates.repository';
import { ProgrammeLinks } from './programme-links';
import { AffiliatesErrors } from '../affiliates-errors';

/** A fresh code collides with one of N codes with chance N / 2^40; five misses in a row mean a bug. */
const CODE_ATTEMPTS = 5;

export const ENROLLED_MESSAGE = 'Welcome to the affiliate program! Share your referral link to earn 20% commission on every referred subscription for up to 12 months.';
export const ALREADY_ENROLLED_MESSAGE = 'You are already enrolled in the affiliate program.';

/** `GET /api/affiliate/signup-url`: any signed-in user becomes an affiliate, once. */
@Injectable()
export class EnrolmentService {
  private readonly links: ProgrammeLinks;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly affiliates: AffiliatesRepository,
    private readonly people: PeopleRepository,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AffiliatesConfig,
  ) {
    this.links = new ProgrammeLinks(config.PUBLIC_URL);
  }

  async enrol(userId: string, email: string): Promise<EnrolAffiliateResponse> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const outcome = await this.dataSource.transaction(async (manager) => {
        const existing = await this.affiliates.find(manager, userId);
        if (existing) return { status: 'already_enrolled' as const, affiliate: existing };
        await this.people.rememberEmail(manager, userId, email);
        const affiliate = { userId, code: newAffiliateCode(), enrolledAt: this.clock.now(), deletedAt: null };
        // Nothing inserted: the code is taken, or a concurrent call just enrolled this user; the
        // next attempt tells which.
        if (!(await this.affiliates.add(manager, affiliate))) return null;
        await this.outbox.add(manager, Events.AffiliateEnrolled, {
          userId,
          affiliateCode: affiliate.code,
          enrolledAt: affiliate.enrolledAt.toISOString(),
        });
        return { status: 'enrolled' as const, affiliate };
      });
      if (outcome) return this.answer(outcome.status, outcome.affiliate);
    }
    throw new Error(`No free affiliate code found in ${CODE_ATTEMPTS} attempts`);
  }

  private answer(status: EnrolAffiliateResponse['status'], affiliate: Affiliate): EnrolAffiliateResponse {
    // A deleted account cannot sign in, so only a stale session gets here.
    if (affiliate.deletedAt) throw AffiliatesErrors.accountDeleted();
    return {
      status,
      data: {
        message: status === 'enrolled' ? ENROLLED_MESSAGE : ALREADY_ENROLLED_MESSAGE,
        signupUrl: this.links.signupUrl(),
        referralLink: this.links.referralLink(affiliate.code),
        affiliateCode: affiliate.code,
      },
    };
  }
}
