import { Injectable } from '@nestjs/common';
import { type JobView, type Plan, Rpc, SECTIONS } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import type { IncomingMessage } from 'node:http';
import { ClipUploads } from './clip-uploads';
import { UploadsErrors } from '../uploads-errors';

/**
 * A new job from one upload: files stored now and library clips chosen again, at least one in
 * each section, within the plan's combinations. Jobs gets every clip with its library id.
 */
@Injectable()
export class IngestService {
  constructor(
    private readonly uploads: ClipUploads,
    private readonly rpc: RpcClient,
  ) {}

  ingest(request: IncomingMessage, caller: { userId: string; plan: Plan }): Promise<JobView> {
    return this.uploads.accept(request, caller, { checkCombinations: true }, ({ clips, placements, framing }) => {
      for (const section of SECTIONS) {
        if (!clips.some(({ clip }) => clip.section === section)) throw UploadsErrors.sectionMissing(section);
      }
      return this.rpc.request('jobs', Rpc.CreateJob, {
        userId: caller.userId,
        plan: caller.plan,
        placements,
        framing,
        clips: clips.map(({ clip }) => clip),
      });
    });
  }
}
