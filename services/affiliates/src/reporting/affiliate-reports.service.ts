import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AffiliateAdminView, type AffiliateStatsView } from '@reelmix/contracts';
import { APP_CONFIG } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import type { AffiliatesConfig } from '../affiliates.config';
import { CommissionsRepository, NO_BALANCES } from '../commissions/commissions.repository';
import { AffiliatesRepository } from '../enrolment/affiliates.repository';
import { ProgrammeLinks } from '../enrolment/programme-links';
import { PayoutsRepository } from '../payouts/payouts.repository';
import { centsToDollars } from '../programme/programme-terms';
import { PeopleRepository } from '../users/people.repository';
import { AffiliatesErrors } from '../affiliates-errors';

/** The affiliate's dashboard figures and the admin area's list of affiliates. Reads only. */
@Injectable()
export class AffiliateReportsService {
  private readonly links: ProgrammeLinks;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly affiliates: AffiliatesRepository,
    private readonly people: PeopleRepository,
    private readonly commissions: CommissionsRepository,
    private readonly payouts: PayoutsRepository,
    @Inject(APP_CONFIG) config: AffiliatesConfig,
  ) {
    this.links = new ProgrammeLinks(config.PUBLIC_URL);
  }

  /**
   * Total earnings count everything not void (pending, approved and paid, refund adjustments
   * included); the available balance is what is approved and not paid yet, which is what the
   * next payout would send if it reaches the minimum.
   */
  async stats(userId: string): Promise<AffiliateStatsView> {
    const manager = this.dataSource.manager;
    const affiliate = await this.affiliates.active(manager, userId);
    if (!affiliate) throw AffiliatesErrors.affiliateAccessRequired();
    const [referrals, balances] = await Promise.all([
      this.people.referralCounts(manager, [userId]),
      this.commissions.balancesOf(manager, [userId]),
    ]);
    const { pending, approved, paid } = balances.get(userId) ?? NO_BALANCES;
    const totalCents = pending + approved + paid;
    return {
      referrals: referrals.get(userId) ?? 0,
      earnings: {
        total: centsToDollars(totalCents),
        available: centsToDollars(approved),
        totalCents,
        availableCents: approved,
        pendingCents: pending,
        paidCents: paid,
      },
      referral_link: this.links.referralLink(affiliate.code),
      affiliateCode: affiliate.code,
    };
  }

  /** Every affiliate whose account exists, newest first, with referrals, balances and payouts. */
  async list(): Promise<AffiliateAdminView[]> {
    const manager = this.dataSource.manager;
    const affiliates = await this.affiliates.listActive(manager);
    const ids = affiliates.map((affiliate) => affiliate.userId);
    const [referrals, balances, payouts] = await Promise.all([
      this.people.referralCounts(manager, ids),
      this.commissions.balancesOf(manager, ids),
      this.payouts.listOf(manager, ids),
    ]);
    return affiliates.map((affiliate) => {
      const { pending, approved, paid, void: voided } = balances.get(affiliate.userId) ?? NO_BALANCES;
      return {
        userId: affiliate.userId,
        email: affiliate.email ?? '',
        affiliateCode: affiliate.code,
        enrolledAt: affiliate.enrolledAt.toISOString(),
        referrals: referrals.get(affiliate.userId) ?? 0,
        balances: { pendingCents: pending, approvedCents: approved, paidCents: paid, voidCents: voided },
        payouts: payouts
          .filter((payout) => payout.affiliateId === affiliate.userId)
          .map((payout) => ({
            id: payout.id,
            amountCents: payout.amountCents,
            commissionCount: payout.commissionCount,
            createdAt: payout.createdAt.toISOString(),
          })),
      };
    });
  }
}
