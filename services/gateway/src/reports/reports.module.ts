import { Module } from '@nestjs/common';
import { JobReportsController } from './job-reports.controller';

@Module({ controllers: [JobReportsController] })
export class ReportsModule {}
