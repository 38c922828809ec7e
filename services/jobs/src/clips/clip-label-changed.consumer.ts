import { Controller } from '@nestjs/common';
import { type ClipLabelChangedV1, Events } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { JobClipsRepository } from '../jobs/job-clips.repository';

/**
 * A library clip's new label reaches every job clip made from it, so the results and the names
 * of outputs not rendered yet use it; stored output names stay. A redelivery, or a change older
 * than the one a clip has, finds nothing to do.
 */
@Controller()
export class ClipLabelChangedConsumer {
  constructor(private readonly clips: JobClipsRepository) {}

  @OnEvent(Events.ClipLabelChanged)
  async onClipLabelChanged(event: ClipLabelChangedV1, context: EventContext): Promise<HandlerOutcome> {
    const changed = await this.clips.relabel(context.manager, event.userId, event.clipId, event.label, new Date(event.changedAt));
    return changed > 0 ? 'done' : 'skipped';
  }
}
