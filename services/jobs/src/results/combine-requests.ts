import { Inject, Injectable } from '@nestjs/common';
import { Events, type PlacementName } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { JobOutputsRepository } from '../jobs/job-outputs.repository';
import { priorityOf, segmentsOf } from '../jobs/job-planner';
import { JobSegmentsRepository } from '../jobs/job-segments.repository';
import type { Job } from '../jobs/job.entity';

/**
 * Requests the join of every output whose three segments are ready and that was not requested
 * yet. Called with the job row locked (when a segment is done, and when a job starts with kept
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
    let requested = 0;
    for (const output of waiting) {
      const parts = segmentsOf(output, segments);
      if (parts.length !== 3 || parts.some((part) => !part.doneAt)) continue;
      const taskId = randomUUID();
      await this.outputs.markRequested(manager, job.id, output.fileName, taskId, this.clock.now());
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
        },
        { priority: priorityOf(job, 'combine') },
      );
      requested++;
    }
    return requested;
  }
}
