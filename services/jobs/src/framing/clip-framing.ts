import { type ClipFramingView, type ClipPlacementFraming, type FramingChoice, type JobFramingView, partDisplayName, type PlacementName } from '@reelmix/contracts';
import { CENTRE_FOCUS, type FocusPoint, framingKeyPart, isCentreFocus, resolveFraming, roundFocus } from '@reelmix/media';
import type { ClipFramingSettings, JobClip } from '../jobs/job-clip.entity';
import type { Job } from '../jobs/job.entity';

/*
 * How each clip of a job is framed in each placement: the buyer's own setting for that clip and
 * placement where there is one, the job's choice with the centre focus otherwise. The planner,
 * the framing view and the previews all read it from here, so what is shown is what is rendered.
 */

export interface ClipPlacementSetting {
  framing: FramingChoice;
  focus: FocusPoint;
  /** The clip's own setting, not the job's. */
  overridden: boolean;
}

export function settingIn(job: Pick<Job, 'framing'>, clip: Pick<JobClip, 'framing'>, placement: PlacementName): ClipPlacementSetting {
  const own = clip.framing?.[placement];
  return own ? { framing: own.framing, focus: own.focus, overridden: true } : { framing: job.framing, focus: { ...CENTRE_FOCUS }, overridden: false };
}

/** The segment key's framing part for a clip in a placement. */
export function framingKeyOf(job: Pick<Job, 'framing'>, clip: Pick<JobClip, 'framing'>, placement: PlacementName): string {
  const { framing, focus } = settingIn(job, clip, placement);
  return framingKeyPart(framing, focus);
}

/**
 * The clip's settings with one placement's changed. A setting equal to the job's with the centre
 * focus is no setting: removing it lets the clip follow a later change of the job's choice.
 */
export function withSetting(
  job: Pick<Job, 'framing'>,
  clip: Pick<JobClip, 'framing'>,
  change: { placement: PlacementName; framing: FramingChoice; focus?: FocusPoint },
): ClipFramingSettings {
  const focus = roundFocus(change.focus ?? CENTRE_FOCUS);
  const settings: ClipFramingSettings = { ...clip.framing };
  if (change.framing === job.framing && isCentreFocus(focus)) delete settings[change.placement];
  else settings[change.placement] = { framing: change.framing, focus };
  return settings;
}

/** `intro-1`: how URLs name a clip of a job. */
export function clipIdOf(clip: Pick<JobClip, 'section' | 'position'>): string {
  return `${clip.section}-${clip.position}`;
}

export function clipFramingView(job: Pick<Job, 'framing' | 'placements'>, clip: JobClip): ClipFramingView {
  const shape = clip.width && clip.height ? { width: clip.width, height: clip.height, rotation: 0, sampleAspectRatio: 1 } : null;
  const placements = job.placements.map((placement): ClipPlacementFraming => {
    const setting = settingIn(job, clip, placement);
    const mode = shape ? resolveFraming(setting.framing, shape, placement, { focus: setting.focus }).mode : setting.framing === 'auto' ? null : setting.framing;
    return { placement, choice: setting.framing, mode, focus: setting.focus, overridden: setting.overridden };
  });
  return {
    id: clipIdOf(clip),
    section: clip.section,
    position: clip.position,
    // The review names a clip as the results will: its library label, else its file name.
    name: partDisplayName({ label: clip.label, fileName: clip.originalName }),
    durationSec: clip.durationSec,
    width: clip.width,
    height: clip.height,
    previewable: clip.posterKey !== null && shape !== null,
    placements,
  };
}

const SECTION_ORDER = { intro: 0, body: 1, cta: 2 } as const;

export function jobFramingView(job: Job, clips: JobClip[]): JobFramingView {
  const ordered = [...clips].sort((a, b) => SECTION_ORDER[a.section] - SECTION_ORDER[b.section] || a.position - b.position);
  return { jobId: job.id, framing: job.framing, placements: job.placements, editable: job.status !== 'processing', clips: ordered.map((clip) => clipFramingView(job, clip)) };
}
