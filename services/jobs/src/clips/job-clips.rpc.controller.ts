import { Controller } from '@nestjs/common';
import { AddJobClipsRequest, ForgetClipRequest, type ForgottenClip, type JobView, RemoveJobClipRequest, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { ClipForgettingService } from './clip-forgetting.service';
import { JobClipsService } from './job-clips.service';

@Controller()
export class JobClipsRpcController {
  constructor(
    private readonly clips: JobClipsService,
    private readonly forgetting: ClipForgettingService,
  ) {}

  @OnRequest(Rpc.AddJobClips)
  add(request: AddJobClipsRequest): Promise<JobView> {
    return this.clips.add(request);
  }

  @OnRequest(Rpc.RemoveJobClip)
  remove(request: RemoveJobClipRequest): Promise<JobView> {
    return this.clips.remove(request);
  }

  @OnRequest(Rpc.ForgetClip)
  forget(request: ForgetClipRequest): Promise<ForgottenClip> {
    return this.forgetting.forget(request);
  }
}
