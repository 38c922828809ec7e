import { Injectable } from '@nestjs/common';
import { type JobView, type Plan, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import type { IncomingMessage } from 'node:http';
import { ClipUploads } from './clip-uploads';
import { UploadsErrors } from '../uploads-errors';

/**
 * Clips added to an existing job, uploaded or chosen from the library. Jobs judges the job's
 * section totals and whether it may change now; combinations are judged when it is started.
 * Placements and framing are the job's own, so such fields of the form are not used.
 */
@Injectable()
export class JobClipsService {
  constructor(
    private readonly uploads: ClipUploads,
    private readonly rpc: RpcClient,
  ) {}

  add(request: IncomingMessage, caller: { userId: string; plan: Plan }, jobId: string): Promise<JobView> {
    return this.uploads.accept(request, caller, { checkCombinations: false }, ({ clips }) => {
      if (clips.length === 0) throw UploadsErrors.noClipsToAdd();
      return this.rpc.request('jobs', Rpc.AddJobClips, {
        jobId,
        userId: caller.userId,
        plan: caller.plan,
        clips: clips.map(({ clip }) => clip),
      });
    });
  }
}
