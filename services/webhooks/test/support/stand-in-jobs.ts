import { Controller, Inject, type INestApplication, Module } from '@nestjs/common';
import { testRpcTimeout } from '@reelmix/testing';
import { NestFactory } from '@nestjs/core';
import { BaseConfig, loadConfig } from '@reelmix/config';
import { counted, DomainError, ErrorCode, type JobView, type OpenJobRequest, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { ServiceHostModule, startBrokerTransport } from '@reelmix/service-host';

/**
 * Answers `jobs.get.v1` on the test's vhost in place of the jobs service, which would need a job
 * rendered to completion before it could describe one. Webhooks only pass the job's view on.
 */
export class StandInJobs {
  readonly jobs = new Map<string, { userId: string; view: JobView }>();
  readonly requests: OpenJobRequest[] = [];
  private app?: INestApplication;

  add(userId: string, view: JobView): void {
    this.jobs.set(view.id, { userId, view });
  }

  answer(request: OpenJobRequest): JobView {
    this.requests.push(request);
    const job = this.jobs.get(request.jobId);
    if (!job || job.userId !== request.userId) throw new DomainError(ErrorCode.NotFound, 'Job not found');
    return job.view;
  }

  async start(amqpUrl: string): Promise<void> {
    const config = loadConfig(BaseConfig, { ...testRpcTimeout(), AMQP_URL: amqpUrl, LOG_LEVEL: 'warn' });
    this.app = await NestFactory.create(
      {
        module: StandInJobsModule,
        imports: [ServiceHostModule.forService({ name: 'jobs', config })],
        controllers: [StandInJobsController],
        providers: [{ provide: StandInJobs, useValue: this }],
      },
      { logger: ['error'] },
    );
    await startBrokerTransport(this.app, 'jobs', config);
    await this.app.init();
  }

  async stop(): Promise<void> {
    await this.app?.close();
  }
}

@Module({})
class StandInJobsModule {}

@Controller()
class StandInJobsController {
  constructor(@Inject(StandInJobs) private readonly jobs: StandInJobs) {}

  @OnRequest(Rpc.GetJob)
  async get(request: OpenJobRequest): Promise<JobView> {
    return this.jobs.answer(request);
  }
}

/** A finished job's view as jobs answers it. */
export function completedJobView(jobId: string, fileNames: string[]): JobView {
  const now = new Date().toISOString();
  return {
    id: jobId,
    number: 1,
    name: '2026-11-28 hook',
    status: 'completed',
    message: `Generated ${counted(fileNames.length, 'video')}.`,
    createdAt: now,
    completedAt: now,
    isPaid: true,
    placements: ['9:16'],
    introVideos: ['intro.mp4'],
    bodyVideos: ['body.mp4'],
    ctaVideos: ['cta.mp4'],
    outputVideos: fileNames.map((name) => `/api/videos/${jobId}--${name}`),
    progress: 100,
    counts: { intro: 1, body: 1, cta: 1, expectedOutputs: fileNames.length, producedOutputs: fileNames.length },
  };
}
