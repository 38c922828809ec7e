import type { FramingChoice, PlacementName } from '@reelmix/contracts';
import { DEFAULT_TEXT_STYLE } from '@reelmix/contracts/browser';
import { Button, Spinner } from '@reelmix/ui';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { queryKeys } from '../../lib/query-keys';
import { CombinationPlanSection } from '../combination-plan/combination-plan-section';
import { renderBlocker } from '../combination-plan/plan-labels';
import { useJobPlan } from '../combination-plan/use-job-plan';
import { ClipFramingRow } from './clip-framing-row';
import { RenderActions } from './render-actions';
import { renderLabel } from './render-label';
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
 * The step between upload and rendering: each clip's poster frame in each placement as it will be
 * rendered, with the areas the apps cover shaded and the framing changeable per clip, then which
 * combinations to render, then the render itself: the order a buyer checks and decides in.
 * Rendering never waits on the previews or the plan: when either cannot be loaded the job still
 * renders with the upload's framing and every combination.
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
  const texts = plan?.settings.texts ?? [];

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
          {texts.length > 0 && (
            <p className="framing-review__lead">
              Each hook shows the text chosen above it as the video will have it, clear of the shaded areas.
            </p>
          )}
        </div>
        <label className="framing-review__toggle">
          <input type="checkbox" checked={showSafeZones} onChange={(event) => setShowSafeZones(event.target.checked)} />
          Show safe zones
        </label>
      </div>

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
              texts={texts}
              textStyle={plan?.settings.textStyle ?? DEFAULT_TEXT_STYLE}
            />
          ))}
        </ul>
      )}

      <CombinationPlanSection jobId={jobId} />

      <RenderActions
        label={renderLabel(videos, hasFinishedOutputs)}
        onRender={render}
        disabled={renderRequested || saving || planSaving || blocker !== null}
        blocker={started ? null : blocker}
        saving={saving || planSaving}
        startedAction={started ? startedAction : undefined}
      />
    </section>
  );
}
