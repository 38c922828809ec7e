import { Inject, Injectable } from '@nestjs/common';
import { Events, type MoreTextOutput, type PlacementName } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { JobOutputsRepository } from '../jobs/job-outputs.repository';
import { priorityOf, segmentsOf } from '../jobs/job-planner';
import { JobSegmentsRepository } from '../jobs/job-segments.repository';
import { combineGroupsOf } from './combine-groups';
import type { Job } from '../jobs/job.entity';

/**
 * Requests the join of every output whose three segments are ready and that was not requested
 * yet, a hook's text variants together (combine-groups.ts), each output under a task id of its
 * own. Called with the job row locked (when a segment is done, and when a job starts with kept
 * segments), so each output is requested exactly once.
 */
@Injectable()
export class CombineRequests {
  constructor(
    private readonly segments: JobSegmentsRepository,
    private readonly outputs: JobOutputsRepository,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async requestReady(manager: EntityManager, job: Job, placement?: PlacementName): Promise<number> {
    const segments = await this.segments.of(manager, job.id, placement);
    const waiting = await this.outputs.waitingToCombine(manager, job.id, placement);
    const ready = waiting.map((output) => ({ output, parts: segmentsOf(output, segments) })).filter(({ parts }) => parts.length === 3 && parts.every((part) => part.doneAt));
    // A hook's text variants with the same body and cta go as one message: their sound is joined once.
    for (const [first, ...more] of combineGroupsOf(ready)) {
      const { output, parts } = first!;
      const taskId = randomUUID();
      await this.outputs.markRequested(manager, job.id, output.fileName, taskId, this.clock.now());
      const moreOutputs: MoreTextOutput[] = [];
      for (const other of more) {
        const otherTaskId = randomUUID();
        await this.outputs.markRequested(manager, job.id, other.output.fileName, otherTaskId, this.clock.now());
        moreOutputs.push({ taskId: otherTaskId, hookSegmentKey: other.parts[0]!.segmentKey, outputKey: other.output.objectKey, fileName: other.output.fileName });
      }
      await this.outbox.add(
        manager,
        Events.CombineRequested,
        {
          taskId,
          jobId: job.id,
          segmentKeys: parts.map((part) => part.segmentKey),
          outputKey: output.objectKey,
          fileName: output.fileName,
          placement: output.placement,
          expectedDurationSec: parts.reduce((sum, part) => sum + (part.durationSec ?? 0), 0),
          partDurationsSec: parts.map((part) => part.durationSec ?? 0),
          ...(moreOutputs.length > 0 ? { moreOutputs } : {}),
        },
        { priority: priorityOf(job, 'combine') },
      );
    }
    return ready.length;
  }
}
