import { Controller } from '@nestjs/common';
import { Events, OutputDoneV1, RenderFailedV1, SegmentDoneV1 } from '@reelmix/contracts';
import { EventContext, HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { RenderResultsService } from './render-results.service';

@Controller()
export class RenderResultsConsumer {
  constructor(private readonly results: RenderResultsService) {}

  @OnEvent(Events.SegmentDone)
  onSegmentDone(event: SegmentDoneV1, context: EventContext): Promise<HandlerOutcome> {
    return this.results.segmentDone(context.manager, event);
  }

  @OnEvent(Events.OutputDone)
  onOutputDone(event: OutputDoneV1, context: EventContext): Promise<HandlerOutcome> {
    return this.results.outputDone(context.manager, event);
  }

  @OnEvent(Events.RenderFailed)
  onRenderFailed(event: RenderFailedV1, context: EventContext): Promise<HandlerOutcome> {
    return this.results.failed(context.manager, event);
  }
}
