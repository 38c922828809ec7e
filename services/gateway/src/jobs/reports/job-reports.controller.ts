import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  type CurrentUser,
  type JobReportSummary,
  type JobReportView,
  type OtherJobsNames,
  ReportReadingBody,
  Rpc,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import type { Request, Response } from 'express';
import { CurrentCustomer, SessionGuard, validateBody } from '../../auth';
import { idFromUrl } from '../../http/id-from-url';
import { jobId } from '../job-id';
import { readAdsExportUpload } from './ads-export-upload';
import { GatewayErrors } from '../../gateway-errors';

/** A kept report's id from a URL; anything else is a report that does not exist. */
const reportId = idFromUrl(GatewayErrors.reportNotFound);

/** The form's `mapping` field is JSON; a field that does not parse is the client's mistake, said as such. */
function readingOf(fields: Record<string, string>): unknown {
  let mapping: unknown = undefined;
  if (fields.mapping !== undefined && fields.mapping !== '') {
    try {
      mapping = JSON.parse(fields.mapping);
    } catch {
      throw GatewayErrors.badColumnMapping();
    }
  }
  return { metric: fields.metric ?? 'ctr', mapping };
}

/**
 * Ads exports read back against a job and kept with it (docs/api.md). The jobs service owns the
 * reports and runs the analysis; the gateway reads the upload and checks its shape.
 */
@Controller('api/jobs/:id/reports')
@UseGuards(SessionGuard)
export class JobReportsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  async create(@Param('id') id: string, @Req() request: Request, @Res({ passthrough: true }) response: Response, @CurrentCustomer() user: CurrentUser): Promise<JobReportView> {
    const job = jobId(id);
    const upload = await readAdsExportUpload(request, response);
    const reading = await validateBody(ReportReadingBody, readingOf(upload.fields));
    return this.rpc.request('jobs', Rpc.CreateJobReport, { jobId: job, userId: user.id, plan: user.plan, fileName: upload.fileName, csv: upload.csv, reading });
  }

  @Get()
  list(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<JobReportSummary[]> {
    return this.rpc.request('jobs', Rpc.ListJobReports, { jobId: jobId(id), userId: user.id, plan: user.plan });
  }

  /** Declared before `:reportId`, so the name is never read as a report id. */
  @Get('other-jobs-names')
  otherJobsNames(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<OtherJobsNames> {
    return this.rpc.request('jobs', Rpc.OtherJobsNames, { jobId: jobId(id), userId: user.id, plan: user.plan });
  }

  @Get(':reportId')
  get(@Param('id') id: string, @Param('reportId') report: string, @CurrentCustomer() user: CurrentUser): Promise<JobReportView> {
    return this.rpc.request('jobs', Rpc.GetJobReport, { jobId: jobId(id), reportId: reportId(report), userId: user.id, plan: user.plan });
  }

  @Patch(':reportId')
  async update(@Param('id') id: string, @Param('reportId') report: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<JobReportView> {
    const reading = await validateBody(ReportReadingBody, body);
    return this.rpc.request('jobs', Rpc.UpdateJobReport, { jobId: jobId(id), reportId: reportId(report), userId: user.id, plan: user.plan, reading });
  }

  @Delete(':reportId')
  @HttpCode(204)
  async remove(@Param('id') id: string, @Param('reportId') report: string, @CurrentCustomer() user: CurrentUser): Promise<void> {
    await this.rpc.request('jobs', Rpc.DeleteJobReport, { jobId: jobId(id), reportId: reportId(report), userId: user.id, plan: user.plan });
  }
}
