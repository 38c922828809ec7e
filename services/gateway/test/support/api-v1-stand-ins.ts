import { Controller } from '@nestjs/common';
import {
  type ClipLibraryView,
  type CreatedWebhookEndpoint,
  CreateWebhookEndpointRequest,
  type DeletedWebhookEndpoint,
  DomainError,
  ErrorCode,
  INTERNAL_CALLER_HEADERS,
  JobArchiveRequest,
  type JobArchive,
  JobLookupRequest,
  JobOfUserRequest,
  type JobPlanView,
  type JobView,
  ListJobsRequest,
  OpenJobRequest,
  RenameJobRequest,
  type OutputLocation,
  OutputLookupRequest,
  parseDownloadName,
  type ProcessAnswer,
  ReplayWebhookDeliveryRequest,
  Rpc,
  SetJobPlanRequest,
  videoPathOf,
  type WebhookDeliveryView,
  WebhookEndpointRequest,
  WebhooksOfUserRequest,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The services behind the public API, played in memory: each answers only the owner of what it
 * holds (404 otherwise, as the real ones do), and records what the gateway asked, so a test can
 * see whose id and which plan a key's call carried.
 */

export const OUTPUT_FILE = 'h1-b1-c1_9x16.mp4';
export const OUTPUT_BYTES = randomBytes(4096);
export const outputKeyOf = (jobId: string) => `outputs/${jobId}/${OUTPUT_FILE}`;

export interface Asked {
  pattern: string;
  payload: Record<string, unknown>;
}

/** Jobs, each with one stored output. */
export class JobsWorld {
  static readonly asked: Asked[] = [];
  static readonly owners = new Map<string, string>();

  static addJob(ownerId: string): string {
    const id = randomUUID();
    JobsWorld.owners.set(id, ownerId);
    return id;
  }

  static view(jobId: string): JobView {
    const path = videoPathOf(jobId, OUTPUT_FILE);
    return {
      id: jobId,
      number: 1,
      name: '2026-11-28 hook',
      status: 'completed',
      message: 'Done',
      createdAt: new Date().toISOString(),
      completedAt: new Date().toISOString(),
      isPaid: true,
      placements: ['9:16'],
      introVideos: ['hook.mp4'],
      bodyVideos: ['body.mp4'],
      ctaVideos: ['cta.mp4'],
      outputVideos: [path],
      outputs: [{ path, fileName: OUTPUT_FILE, intro: 1, body: 1, cta: 1, placement: '9:16' }],
      progress: 100,
      counts: { intro: 1, body: 1, cta: 1, expectedOutputs: 1, producedOutputs: 1 },
    };
  }

  /** The job, if the caller owns it; another user's answers as a missing one. */
  static owned(jobId: string, userId: string): JobView {
    if (JobsWorld.owners.get(jobId) !== userId) throw new DomainError(ErrorCode.NotFound, 'Job not found');
    return JobsWorld.view(jobId);
  }
}

const planOf = (jobId: string): JobPlanView => ({
  jobId,
  editable: true,
  settings: { exclusions: [], duration: null, balanced: null, nameTemplate: 'h{h}-b{b}-c{c}_{ratio}' },
  combinations: [{ intro: 1, body: 1, cta: 1, lengthSec: 12, chosen: true, rendered: true, leftOut: null }],
  counts: { all: 1, chosen: 1, placements: 1, outputs: 1, toRender: 0 },
  maxCombinations: 100,
  exampleNames: [OUTPUT_FILE],
});

const record = (pattern: string, payload: object) => JobsWorld.asked.push({ pattern, payload: { ...payload } });

@Controller()
export class JobsStandIn {
  @OnRequest(Rpc.GetJob)
  async get(request: OpenJobRequest): Promise<JobView> {
    record(Rpc.GetJob, request);
    return JobsWorld.owned(request.jobId, request.userId);
  }

  @OnRequest(Rpc.RenameJob)
  async rename(request: RenameJobRequest): Promise<JobView> {
    record(Rpc.RenameJob, request);
    return { ...JobsWorld.owned(request.jobId, request.userId), name: request.name };
  }

  @OnRequest(Rpc.StartJob)
  async start(request: JobOfUserRequest): Promise<ProcessAnswer> {
    record(Rpc.StartJob, request);
    JobsWorld.owned(request.jobId, request.userId);
    return { status: 'processing', backgroundProcessing: true };
  }

  @OnRequest(Rpc.HistoryVersion)
  async version(request: ListJobsRequest): Promise<{ version: string }> {
    return { version: `${request.userId}-${[...JobsWorld.owners.keys()].length}` };
  }

  @OnRequest(Rpc.ListJobs)
  async list(request: ListJobsRequest): Promise<JobView[]> {
    record(Rpc.ListJobs, request);
    return [...JobsWorld.owners].filter(([, owner]) => owner === request.userId).map(([id]) => JobsWorld.view(id));
  }

  @OnRequest(Rpc.JobArchive)
  async archive(request: JobArchiveRequest): Promise<JobArchive> {
    record(Rpc.JobArchive, request);
    const job = JobsWorld.owned(request.jobId, request.userId);
    const output = {
      objectKey: outputKeyOf(job.id),
      fileName: OUTPUT_FILE,
      sizeBytes: OUTPUT_BYTES.length,
      sha256: '0'.repeat(64),
      placementTag: '9x16',
      thumbnailKey: `${outputKeyOf(job.id)}.jpg`,
      zipPath: `9x16/01-10/${OUTPUT_FILE}`,
      thumbnailZipPath: `9x16/01-10/${OUTPUT_FILE.replace(/\.mp4$/, '.jpg')}`,
    };
    return { job, outputs: [output], texts: [{ zipPath: 'manifest.csv', content: 'file\n' }, { zipPath: 'manifest.json', content: '[]' }] };
  }

  @OnRequest(Rpc.FindOutput)
  async output(request: OutputLookupRequest): Promise<OutputLocation> {
    record(Rpc.FindOutput, request);
    const name = parseDownloadName(request.downloadName);
    if (!name || name.fileName !== OUTPUT_FILE || JobsWorld.owners.get(name.jobId) !== request.userId) throw new DomainError(ErrorCode.NotFound, 'Video not found');
    return { objectKey: outputKeyOf(name.jobId), fileName: OUTPUT_FILE, sizeBytes: OUTPUT_BYTES.length };
  }

  @OnRequest(Rpc.JobPlan)
  async plan(request: JobLookupRequest): Promise<JobPlanView> {
    record(Rpc.JobPlan, request);
    return planOf(JobsWorld.owned(request.jobId, request.userId).id);
  }

  @OnRequest(Rpc.SetJobPlan)
  async setPlan(request: SetJobPlanRequest): Promise<JobPlanView> {
    record(Rpc.SetJobPlan, request);
    return { ...planOf(JobsWorld.owned(request.jobId, request.userId).id), settings: request.settings };
  }
}

@Controller()
export class UploadsStandIn {
  @OnRequest(Rpc.ClipLibrary)
  async library(): Promise<ClipLibraryView> {
    return { clips: [] };
  }
}

/** Webhook endpoints by owner, each with one delivery. */
export class WebhooksWorld {
  static readonly asked: Asked[] = [];
  static readonly owners = new Map<string, string>();
  static readonly deliveries = new Map<string, string>();

  static addEndpoint(ownerId: string): { endpointId: string; deliveryId: string } {
    const endpointId = randomUUID();
    const deliveryId = randomUUID();
    WebhooksWorld.owners.set(endpointId, ownerId);
    WebhooksWorld.deliveries.set(deliveryId, endpointId);
    return { endpointId, deliveryId };
  }

  static delivery(deliveryId: string): WebhookDeliveryView {
    const at = new Date().toISOString();
    const endpointId = WebhooksWorld.deliveries.get(deliveryId) as string;
    return { id: deliveryId, endpointId, eventId: randomUUID(), type: 'job.completed', status: 'delivered', attempts: 1, createdAt: at, lastAttemptAt: at, nextAttemptAt: null, lastStatus: 200, lastError: null, deliveredAt: at };
  }

  static ownEndpoint(endpointId: string, userId: string): void {
    if (WebhooksWorld.owners.get(endpointId) !== userId) throw new DomainError(ErrorCode.NotFound, 'Webhook endpoint not found');
  }
}

@Controller()
export class WebhooksStandIn {
  @OnRequest(Rpc.ListWebhookEndpoints)
  async list(request: WebhooksOfUserRequest): Promise<[]> {
    WebhooksWorld.asked.push({ pattern: Rpc.ListWebhookEndpoints, payload: { ...request } });
    return [];
  }

  @OnRequest(Rpc.CreateWebhookEndpoint)
  async create(request: CreateWebhookEndpointRequest): Promise<CreatedWebhookEndpoint> {
    WebhooksWorld.asked.push({ pattern: Rpc.CreateWebhookEndpoint, payload: { ...request } });
    const { endpointId } = WebhooksWorld.addEndpoint(request.userId);
    return { id: endpointId, url: request.url, events: request.events, createdAt: new Date().toISOString(), secret: `whsec_${randomBytes(8).toString('hex')}` };
  }

  @OnRequest(Rpc.DeleteWebhookEndpoint)
  async remove(request: WebhookEndpointRequest): Promise<DeletedWebhookEndpoint> {
    WebhooksWorld.ownEndpoint(request.endpointId, request.userId);
    return { id: request.endpointId };
  }

  @OnRequest(Rpc.ListWebhookDeliveries)
  async deliveries(request: WebhookEndpointRequest): Promise<WebhookDeliveryView[]> {
    WebhooksWorld.ownEndpoint(request.endpointId, request.userId);
    return [...WebhooksWorld.deliveries].filter(([, endpoint]) => endpoint === request.endpointId).map(([id]) => WebhooksWorld.delivery(id));
  }

  @OnRequest(Rpc.ReplayWebhookDelivery)
  async replay(request: ReplayWebhookDeliveryRequest): Promise<WebhookDeliveryView> {
    const endpointId = WebhooksWorld.deliveries.get(request.deliveryId);
    if (!endpointId || WebhooksWorld.owners.get(endpointId) !== request.userId) throw new DomainError(ErrorCode.NotFound, 'Webhook delivery not found');
    return WebhooksWorld.delivery(request.deliveryId);
  }
}

/** What the uploads service's internal HTTP port received: the path and the caller's headers. */
export interface ForwardedUpload {
  path: string;
  userId: string;
  plan: string;
  contentType: string;
}

/**
 * The uploads service's internal HTTP port: reads the whole multipart body and answers as uploads
 * does, 201 with a new pending job, or 200 with the job that took the clips.
 */
export async function startUploadsHttp(): Promise<{ url: string; received: ForwardedUpload[]; close(): Promise<void> }> {
  const received: ForwardedUpload[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    request.resume();
    request.on('end', () => {
      const header = (name: string) => String(request.headers[name] ?? '');
      const userId = header('x-user-id');
      received.push({ path: request.url ?? '', userId, plan: header(INTERNAL_CALLER_HEADERS.plan), contentType: header('content-type') });
      const added = /^\/internal\/jobs\/([0-9a-f-]{36})\/clips$/.exec(request.url ?? '');
      const job = added ? JobsWorld.view(added[1]) : { ...JobsWorld.view(JobsWorld.addJob(userId)), status: 'pending', outputVideos: [], outputs: [] };
      response.writeHead(added ? 200 : 201, { 'content-type': 'application/json' });
      response.end(JSON.stringify(job));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
