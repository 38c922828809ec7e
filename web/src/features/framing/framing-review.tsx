import type { FramingChoice, PlacementName } from '@reelmix/contracts';
import { counted } from '@reelmix/contracts/browser';
import { Button, Spinner } from '@reelmix/ui';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { queryKeys } from '../../lib/query-keys';
import { CombinationPlanSection } from '../combination-plan/combination-plan-section';
import { renderBlocker } from '../combination-plan/plan-labels';
import { useJobPlan } from '../combination-plan/use-job-plan';
import { ClipFramingRow } from './clip-framing-row';
import { framingErrorMessage } from './job-framing-cache';
import { useApplyFramingToAll } from './use-apply-framing-to-all';
import { useJobFraming } from './use-job-framing';
import './framing-review.css';

export interface FramingReviewProps {
  jobId: string;
  /** Every combination in every placement: what the render button promises until the job's plan is loaded. */
  expectedOutputs: number;
  /**
   * Asks for the render. A returned promise keeps the button disabled until it settles: if the
   * review is still showing then, the render did not start and may be asked for again.
   */
  onRender: () => void | Promise<unknown>;
  /** Shown in place of the render button once the job has started rendering (e.g. a way to follow it). */
  startedAction?: ReactNode;
  /**
   * The job already has finished outputs (clips were added to it): only the combinations it lacks
   * are rendered, so the button says so rather than promising every video again.
   */
  hasFinishedOutputs?: boolean;
}

/**
 * "Render 12 videos", or "Render 7 new videos" for a job that has some already; a count the
 * upload's answer lacked is left out rather than shown as 0.
 */
function renderLabel(videos: number | null, hasFinishedOutputs: boolean): string {
  if (hasFinishedOutputs) return videos === null ? 'Render new combinations' : `Render ${counted(videos, 'new video', 'new videos')}`;
  if (videos === null || videos <= 0) return 'Render Videos';
  return `Render ${counted(videos, 'video')}`;
}

/**
 * The step between upload and rendering: which combinations to render, then each clip's poster
 * frame in each placement as it will be rendered, with the areas the apps cover shaded, and the
 * framing changeable per clip. Rendering never waits on the previews or the plan: when either
 * cannot be loaded the job still renders with the upload's framing and every combination.
 */
export function FramingReview({ jobId, expectedOutputs, onRender, startedAction, hasFinishedOutputs = false }: FramingReviewProps) {
  const { framing, isLoading, error, retry } = useJobFraming(jobId);
  const { apply, applyingTo, failure } = useApplyFramingToAll(jobId);
  const client = useQueryClient();
  const [showSafeZones, setShowSafeZones] = useState(true);
  const [renderRequested, setRenderRequested] = useState(false);
  // The render reads the framing when it starts, so a change still on its way would be missed.
  const saving = useIsMutating({ mutationKey: queryKeys.jobFraming(jobId) }) > 0;
  // The same holds for the plan; once it is in, its count is what renders (a plan that failed to load leaves every combination in).
  const { plan } = useJobPlan(jobId);
  const planSaving = useIsMutating({ mutationKey: queryKeys.jobPlan(jobId) }) > 0;
  // Once the plan is in, what a start renders: a job given more clips renders only what it lacks.
  const videos = plan ? plan.counts.toRender : hasFinishedOutputs ? null : expectedOutputs;
  const blocker = plan ? renderBlocker(plan) : null;

  function applyToAll(placement: PlacementName, choice: FramingChoice) {
    if (framing) apply({ placement, framing: choice, clips: framing.clips });
  }

  function render() {
    // Leaving a typed field saves it on the way to this click, before the button could show as disabled.
    if (client.isMutating({ mutationKey: queryKeys.jobPlan(jobId) }) > 0) return;
    setRenderRequested(true);
    const attempt = onRender();
    if (attempt) {
      const reopen = () => setRenderRequested(false);
      void attempt.then(reopen, reopen);
    }
  }

  const started = framing !== undefined && !framing.editable;

  return (
    <section className="framing-review" aria-labelledby="framing-review-title">
      <div className="framing-review__header">
        <div>
          <h2 className="framing-review__title" id="framing-review-title">
            Check the framing
          </h2>
          <p className="framing-review__lead">
            Each clip as it will appear in each placement. Shaded areas are covered by the app&apos;s own buttons and
            captions; keep faces and text out of them.
          </p>
        </div>
        <label className="framing-review__toggle">
          <input type="checkbox" checked={showSafeZones} onChange={(event) => setShowSafeZones(event.target.checked)} />
          Show safe zones
        </label>
      </div>

      <CombinationPlanSection jobId={jobId} />

      {isLoading && <Spinner label="Loading the previews" />}
      {error && (
        <div className="framing-review__problem" role="alert">
          <p>The previews could not be loaded. You can still render with the framing chosen at upload.</p>
          <p className="framing-review__detail">{framingErrorMessage(error)}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            Try Again
          </Button>
        </div>
      )}
      {started && (
        <p className="framing-review__note">This job has started rendering, so its framing can no longer change.</p>
      )}
      {failure && (
        <p className="framing-review__problem" role="alert">
          Not every clip in {failure.placement} was changed: {failure.message}
        </p>
      )}
      {framing && (
        <ul className="framing-review__clips" aria-label="Clips">
          {framing.clips.map((clip) => (
            <ClipFramingRow
              key={clip.id}
              jobId={jobId}
              clip={clip}
              placements={framing.placements}
              editable={framing.editable}
              showSafeZones={showSafeZones}
              onApplyToAll={framing.clips.length > 1 ? applyToAll : undefined}
              applyingTo={applyingTo}
            />
          ))}
        </ul>
      )}

      <div className="framing-review__footer">
        {started && startedAction ? (
          startedAction
        ) : (
          <Button size="lg" onClick={render} disabled={renderRequested || saving || planSaving || blocker !== null}>
            {renderLabel(videos, hasFinishedOutputs)}
          </Button>
        )}
        {blocker && !started && <p className="framing-review__blocked">{blocker}</p>}
        {(saving || planSaving) && <p className="framing-review__saving">Saving your changes...</p>}
      </div>
    </section>
  );
}
