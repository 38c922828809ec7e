import { Controller, Inject, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import {
  type AddJobClipsRequest,
  type CreateJobRequest,
  type ForgetClipRequest,
  type ForgottenClip,
  type JobClip,
  type JobView,
  paidFlagOf,
  type Plan,
  Rpc,
  type StoredOutputsRequest,
  type StoredOutputsView,
} from '@reelmix/contracts';
import { AmqpConnection, AmqpServer, OnRequest, PassThroughRpcFilter } from '@reelmix/messaging';
import { randomUUID } from 'node:crypto';

/**
 * Answers `jobs.create.v1` on the test's vhost in place of the jobs service, which uploads calls
 * once every clip is stored, and `jobs.outputs.stored-bytes.v1` (the outputs a user keeps, from
 * `outputBytes`; none unless a test sets them), which uploads asks as an upload begins. `beforeAnswer` lets a test act at that moment, with the clips in
 * storage and the upload not yet recorded.
 * Also `jobs.clips.add.v1` (recorded in `added`; `beforeAdd` may refuse) and `jobs.clips.forget.v1`
 * (recorded in `forgotten`; `beforeForget` may refuse, as jobs does while a job renders).
 */
export class FakeJobs {
  readonly requests: CreateJobRequest[] = [];
  readonly added: AddJobClipsRequest[] = [];
  readonly forgotten: ForgetClipRequest[] = [];
  readonly outputBytes = new Map<string, number>();
  beforeAnswer?: (request: CreateJobRequest) => Promise<void>;
  beforeAdd?: (request: AddJobClipsRequest) => Promise<void>;
  beforeForget?: (request: ForgetClipRequest) => Promise<void>;
  private app?: INestMicroservice;
  private connection?: AmqpConnection;

  constructor(private readonly amqpUrl: string) {}

  async answer(request: CreateJobRequest): Promise<JobView> {
    this.requests.push(request);
    await this.beforeAnswer?.(request);
    return jobViewOf(randomUUID(), request.plan, request.placements, request.clips);
  }

  async add(request: AddJobClipsRequest): Promise<JobView> {
    this.added.push(request);
    await this.beforeAdd?.(request);
    return jobViewOf(request.jobId, request.plan, ['9:16'], request.clips);
  }

  async forget(request: ForgetClipRequest): Promise<ForgottenClip> {
    this.forgotten.push(request);
    await this.beforeForget?.(request);
    return { removedOutputs: 2, changedJobs: 1 };
  }

  storedOutputs(request: StoredOutputsRequest): StoredOutputsView {
    return { bytes: this.outputBytes.get(request.userId) ?? 0 };
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
  }
}

@Controller()
class FakeJobsController {
  constructor(@Inject(FakeJobs) private readonly fake: FakeJobs) {}

  @OnRequest(Rpc.CreateJob)
  create(request: CreateJobRequest): Promise<JobView> {
    return this.fake.answer(request);
  }

  @OnRequest(Rpc.AddJobClips)
  add(request: AddJobClipsRequest): Promise<JobView> {
    return this.fake.add(request);
  }

  @OnRequest(Rpc.ForgetClip)
  forget(request: ForgetClipRequest): Promise<ForgottenClip> {
    return this.fake.forget(request);
  }

  @OnRequest(Rpc.StoredOutputs)
  async storedOutputs(request: StoredOutputsRequest): Promise<StoredOutputsView> {
    return this.fake.storedOutputs(request);
  }
}

/** A pending job holding `clips`, as jobs would answer it. */
function jobViewOf(id: string, plan: Plan, placements: JobView['placements'], clips: JobClip[]): JobView {
  const names = (section: string) => clips.filter((clip) => clip.section === section).map((clip) => clip.originalName);
  return {
    id,
    number: 1,
    name: '2026-11-28 hook',
    status: 'pending',
    message: '',
    createdAt: new Date().toISOString(),
    completedAt: null,
    isPaid: paidFlagOf(plan),
    placements,
    introVideos: names('intro'),
    bodyVideos: names('body'),
    ctaVideos: names('cta'),
    outputVideos: [],
    progress: 10,
    counts: { intro: 1, body: 1, cta: 1, expectedOutputs: placements.length, producedOutputs: 0 },
  };
}
