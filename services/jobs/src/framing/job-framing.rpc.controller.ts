import { Controller } from '@nestjs/common';
import {
  type ClipFramingView,
  ClipPreviewRequest,
  type ClipPreviewSource,
  type JobFramingView,
  JobLookupRequest,
  Rpc,
  SetClipFramingRequest,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { JobFramingService } from './job-framing.service';

@Controller()
export class JobFramingRpcController {
  constructor(private readonly framing: JobFramingService) {}

  @OnRequest(Rpc.JobFraming)
  view(request: JobLookupRequest): Promise<JobFramingView> {
    return this.framing.view(request);
  }

  @OnRequest(Rpc.SetClipFraming)
  set(request: SetClipFramingRequest): Promise<ClipFramingView> {
    return this.framing.set(request);
  }

  @OnRequest(Rpc.ClipPreviewSource)
  previewSource(request: ClipPreviewRequest): Promise<ClipPreviewSource> {
    return this.framing.previewSource(request);
  }
}
