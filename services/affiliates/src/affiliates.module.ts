import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { AffiliatesConfig } from './affiliates.config';
import { AffiliatesController } from './affiliates.controller';
import { ApprovalService } from './commissions/approval.service';
import { Commission } from './commissions/commission.entity';
import { CommissionLedgerService } from './commissions/commission-ledger.service';
import { CommissionsRepository } from './commissions/commissions.repository';
import { InvoicesConsumer } from './commissions/invoices.consumer';
import { Payment } from './commissions/payment.entity';
import { Affiliate } from './enrolment/affiliate.entity';
import { AffiliatesRepository } from './enrolment/affiliates.repository';
import { EnrolmentService } from './enrolment/enrolment.service';
import { CreateAffiliates1763700007000 } from './migrations/1763700007000-create-affiliates';
import { SelfReferralSignals1763700007100 } from './migrations/1763700007100-self-referral-signals';
import { Payout } from './payouts/payout.entity';
import { PayoutsRepository } from './payouts/payouts.repository';
import { PayoutsService } from './payouts/payouts.service';
import { AffiliateReportsService } from './reporting/affiliate-reports.service';
import { AffiliatesSweepService } from './sweep/affiliates-sweep.service';
import { CardFingerprint } from './users/card-fingerprint.entity';
import { PeopleRepository } from './users/people.repository';
import { ProgrammeUser } from './users/programme-user.entity';
import { ProgrammeUsersService } from './users/programme-users.service';
import { Referral } from './users/referral.entity';
import { Sighting } from './users/sighting.entity';
import { UserErasureService } from './users/user-erasure.service';
import { UsersConsumer } from './users/users.consumer';

/** The affiliate programme: codes, referrals, commissions and payouts. Owns the `affiliates` Postgres schema. */
@Module({})
export class AffiliatesModule {
  static register(config: AffiliatesConfig): DynamicModule {
    return {
      module: AffiliatesModule,
      imports: [
        ServiceHostModule.forService({
          name: 'affiliates',
          config,
          database: {
            entities: [ProgrammeUser, Affiliate, Referral, CardFingerprint, Sighting, Payment, Commission, Payout],
            migrations: [CreateAffiliates1763700007000, SelfReferralSignals1763700007100],
          },
        }),
      ],
      controllers: [AffiliatesController, UsersConsumer, InvoicesConsumer],
      providers: [
        AffiliatesRepository,
        PeopleRepository,
        CommissionsRepository,
        PayoutsRepository,
        EnrolmentService,
        CommissionLedgerService,
        ProgrammeUsersService,
        UserErasureService,
        ApprovalService,
        PayoutsService,
        AffiliateReportsService,
        AffiliatesSweepService,
      ],
    };
  }
}
