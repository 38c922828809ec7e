import { Controller, Inject, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { counted, DomainError, ErrorCode, type JobView, type OpenJobRequest, Rpc } from '@reelmix/contracts';
import { AmqpConnection, AmqpServer, OnRequest, PassThroughRpcFilter } from '@reelmix/messaging';

/**
 * Answers `jobs.get.v1` on the test's vhost in place of the jobs service. The real one would need
 * a job rendered to completion (uploads, render results) before it could describe one; the mail
 * service only reads the finished job's view, so the view is given here directly.
 */
export class FakeJobs {
  readonly jobs = new Map<string, { userId: string; view: JobView }>();
  readonly requests: OpenJobRequest[] = [];
  private app?: INestMicroservice;
  private connection?: AmqpConnection;

  constructor(private readonly amqpUrl: string) {}

  add(userId: string, view: JobView): void {
    this.jobs.set(view.id, { userId, view });
  }

  /** What jobs answers: the view of a job of that user, else not found. */
  async answer(request: OpenJobRequest): Promise<JobView> {
    this.requests.push(request);
    const job = this.jobs.get(request.jobId);
    if (!job || job.userId !== request.userId) throw new DomainError(ErrorCode.NotFound, 'Job not found');
    return job.view;
  }

  async start(): Promise<void> {
    this.connection = new AmqpConnection({ url: this.amqpUrl, name: 'fake-jobs' });
    await this.connection.connect();
    this.app = await NestFactory.createMicroservice<MicroserviceOptions>(
      { module: class FakeJobsModule {}, controllers: [FakeJobsController], providers: [{ provide: FakeJobs, useValue: this }] } as never,
      { strategy: new AmqpServer({ service: 'jobs', connection: this.connection, prefetch: 5, deliveryLimit: 3 }), logger: false },
    );
    this.app.useGlobalFilters(new PassThroughRpcFilter());
    await this.app.listen();
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.connection?.close();
    this.app = undefined;
    this.connection = undefined;
  }
}

@Controller()
class FakeJobsController {
  constructor(@Inject(FakeJobs) private readonly fake: FakeJobs) {}

  @OnRequest(Rpc.GetJob)
  get(request: OpenJobRequest): Promise<JobView> {
    return this.fake.answer(request);
  }
}

/** A finished job's view as jobs answers it: `outputVideos` end in `<jobId>--<file name>`. */
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
    isPaid: false,
    placements: ['9:16'],
    introVideos: ['intro.mp4'],
    bodyVideos: ['body.mp4'],
    ctaVideos: ['cta.mp4'],
    outputVideos: fileNames.map((name) => `/api/videos/${jobId}--${name}`),
    progress: 100,
    counts: { intro: 1, body: 1, cta: 1, expectedOutputs: fileNames.length, producedOutputs: fileNames.length },
  };
}
