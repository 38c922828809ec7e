import { Module } from '@nestjs/common';
import { AdminAuditController } from './admin-audit.controller';

/** The admin app's audit log page. */
@Module({ controllers: [AdminAuditController] })
export class AdminAuditModule {}
