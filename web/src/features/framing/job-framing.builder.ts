import type { ClipFramingView, ClipPlacementFraming, JobFramingView, PlacementName } from '@reelmix/contracts';
import { JOB_ID } from '../jobs/job-view.builder';

/** A clip's framing in one placement as the server reports an untouched one: the job's auto, centred. */
export function buildPlacementFraming(placement: PlacementName, overrides: Partial<ClipPlacementFraming> = {}): ClipPlacementFraming {
  return { placement, choice: 'auto', mode: 'fill', focus: { x: 0.5, y: 0.5 }, overridden: false, ...overrides };
}

/** A landscape 1920x1080 clip, so `auto` fills 16:9 and blurs the tall placements. */
export function buildClipFraming(overrides: Partial<ClipFramingView> = {}, placements: PlacementName[] = ['9:16', '4:5']): ClipFramingView {
  return {
    id: 'intro-1',
    section: 'intro',
    position: 1,
    name: 'hook-1.mp4',
    durationSec: 12.4,
    width: 1920,
    height: 1080,
    previewable: true,
    placements: placements.map((placement) => buildPlacementFraming(placement, { mode: placement === '16:9' ? 'fill' : 'blur' })),
    ...overrides,
  };
}

/** The review of `buildJobView()`'s job: two intros, one body, one CTA in 9:16 and 4:5. */
export function buildJobFraming(overrides: Partial<JobFramingView> = {}): JobFramingView {
  return {
    jobId: JOB_ID,
    framing: 'auto',
    placements: ['9:16', '4:5'],
    editable: true,
    clips: [
      buildClipFraming(),
      buildClipFraming({ id: 'intro-2', position: 2, name: 'hook-2.mp4' }),
      buildClipFraming({ id: 'body-1', section: 'body', name: 'body.mp4' }),
      buildClipFraming({ id: 'cta-1', section: 'cta', name: 'cta.mp4' }),
    ],
    ...overrides,
  };
}
