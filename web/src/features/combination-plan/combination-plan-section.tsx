import { counted, DEFAULT_TEXT_STYLE, limitsOf, planFromPaidFlag } from '@reelmix/contracts/browser';
import { Button, Spinner } from '@reelmix/ui';
import { useId } from 'react';
import { hasSubscriptionAccess } from '../../lib/subscription-access';
import { useCurrentUser } from '../../session/use-current-user';
import { useJobFraming } from '../framing/use-job-framing';
import { BalancedSubsetField } from './balanced-subset-field';
import { CombinationMatrix } from './combination-matrix';
import { DurationBudgetField } from './duration-budget-field';
import { NameTemplateField } from './name-template-field';
import { planErrorMessage } from './plan-error-message';
import { allowedCount, lengthRange, partNames, planBreakdown, togglePairRule } from './plan-labels';
import { PlanRulesEditor } from './plan-rules-editor';
import { TextStyleField } from './text-style-field';
import { TextVariantsField } from './text-variants-field';
import { useJobPlan } from './use-job-plan';
import { useSaveJobPlan } from './use-save-job-plan';
import './combination-plan.css';

/**
 * Which intro x text x body x CTA combinations get rendered: the texts drawn on the hooks and their
 * style, a grid per CTA (and text), rules, a length budget, a balanced subset and the output names. Every change is saved whole and the server's answer is
 * shown, so the counts here are the ones the render uses.
 */
export function CombinationPlanSection({ jobId }: { jobId: string }) {
  const { plan, isLoading, error, retry } = useJobPlan(jobId);
  // The framing view is already loaded by the review around this; it names the clips.
  const { framing } = useJobFraming(jobId);
  const { save, isSaving, problems } = useSaveJobPlan(jobId);
  // The user is loaded by the signed-in layout around this; until then the free limit holds.
  const { user } = useCurrentUser();
  const userPlan = planFromPaidFlag(hasSubscriptionAccess(user));
  const titleId = useId();
  const texts = plan?.settings.texts ?? [];

  return (
    <section className="combination-plan" aria-labelledby={titleId}>
      <h3 className="combination-plan__title" id={titleId}>
        Choose the combinations
      </h3>
      {isLoading && <Spinner label="Loading the combinations" />}
      {error && (
        <div className="combination-plan__problem">
          <p>The combinations could not be loaded, so every one will be rendered. {planErrorMessage(error)}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            Try Again
          </Button>
        </div>
      )}
      {plan && (
        <>
          <p className="combination-plan__summary" aria-live="polite">
            {plan.counts.chosen} of {counted(plan.counts.all, 'combination')} chosen,{' '}
            {counted(plan.counts.outputs, 'video')} in {counted(plan.counts.placements, 'placement')}
            {plan.counts.toRender < plan.counts.outputs && `; ${plan.counts.outputs - plan.counts.toRender} already rendered, ${plan.counts.toRender} new`}
            {isSaving && <span className="combination-plan__saving"> · Saving...</span>}
          </p>
          <p className="combination-plan__breakdown">{planBreakdown(plan)}</p>
          {plan.editable ? (
            <p className="combination-plan__lead">Click a cell to keep that hook and body apart, or set rules below. Struck cells are left out; hover one to see why.</p>
          ) : (
            <p className="combination-plan__lead">This job has started rendering, so its combinations can no longer change.</p>
          )}
          <CombinationMatrix
            plan={plan}
            names={partNames(framing, plan.settings)}
            editable={plan.editable}
            onTogglePair={(intro, body) => save('exclusions', (current) => ({ exclusions: togglePairRule(current.exclusions, intro, body) }))}
          />
          <div className="combination-plan__texts">
            <TextVariantsField
              texts={texts}
              maxTexts={limitsOf(userPlan).maxTexts}
              plan={userPlan}
              editable={plan.editable}
              problem={problems.texts}
              onChange={(change) => save('texts', change)}
            />
            {texts.length > 0 && (
              <TextStyleField
                style={plan.settings.textStyle ?? DEFAULT_TEXT_STYLE}
                sampleText={texts[0]!.text}
                editable={plan.editable}
                problem={problems.textStyle}
                onChange={(textStyle) => save('textStyle', () => ({ textStyle }))}
              />
            )}
          </div>
          <div className="combination-plan__controls">
            <PlanRulesEditor
              rules={plan.settings.exclusions}
              editable={plan.editable}
              problem={problems.exclusions}
              onChange={(change, settled) => save('exclusions', change, settled)}
            />
            <DurationBudgetField
              duration={plan.settings.duration}
              lengths={lengthRange(plan)}
              editable={plan.editable}
              problem={problems.duration}
              onChange={(change) => save('duration', change)}
            />
            <BalancedSubsetField
              balanced={plan.settings.balanced}
              allowed={allowedCount(plan)}
              hasTexts={texts.length > 0}
              editable={plan.editable}
              problem={problems.balanced}
              onChange={(change) => save('balanced', change)}
            />
            <NameTemplateField
              template={plan.settings.nameTemplate}
              exampleNames={plan.exampleNames}
              editable={plan.editable}
              problem={problems.nameTemplate}
              onChange={(change) => save('nameTemplate', change)}
            />
          </div>
        </>
      )}
    </section>
  );
}
