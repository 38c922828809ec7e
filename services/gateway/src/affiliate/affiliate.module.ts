import { Module } from '@nestjs/common';
import { AffiliateAdminController } from './affiliate-admin.controller';
import { AffiliateController } from './affiliate.controller';

/** The affiliate programme's calls, for customers and for admins. */
@Module({ controllers: [AffiliateController, AffiliateAdminController] })
export class AffiliateModule {}
