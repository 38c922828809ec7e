import { Input } from '@reelmix/ui';
import { useId, useState } from 'react';
import { combinationSections, sectionsInWords } from '../read-back/report-labels';
import { parseNumber } from './parse-number';
import { useDebouncedCall } from './use-debounced-call';
import type { PlanChange } from './use-save-job-plan';
import { FieldProblem } from './field-problem';

export interface BalancedSubsetFieldProps {
  balanced: number | null;
  /** Combinations the rules and the budget allow: the M of "test N of M". */
  allowed: number;
  /** The job draws texts on its hooks: they are evened out too, so the hint names them. */
  hasTexts: boolean;
  editable: boolean;
  problem: string | undefined;
  onChange: (change: PlanChange) => void;
}

/** Renders N of the allowed combinations, every hook, body and CTA (and text) about equally often. */
export function BalancedSubsetField({ balanced, allowed, hasTexts, editable, problem, onChange }: BalancedSubsetFieldProps) {
  const [on, setOn] = useState(balanced !== null);
  // Half of what is allowed is a useful first test; the buyer changes it from there.
  const [size, setSize] = useState(String(balanced ?? Math.max(1, Math.ceil(allowed / 2))));
  const { schedule, cancel, flush } = useDebouncedCall();
  const problemId = useId();

  function send(text: string) {
    const value = parseNumber(text);
    if (value !== null) onChange(() => ({ balanced: value }));
  }

  function toggle(next: boolean) {
    cancel();
    setOn(next);
    if (next) send(size);
    else onChange(() => ({ balanced: null }));
  }

  function edit(text: string) {
    setSize(text);
    if (on) schedule(() => send(text));
  }

  return (
    <fieldset className="plan-field">
      <legend className="plan-field__legend">Balanced test</legend>
      <div className="plan-field__row">
        <label className="plan-field__toggle">
          <input type="checkbox" checked={on} disabled={!editable} onChange={(event) => toggle(event.target.checked)} />
          Test only
        </label>
        <Input
          type="number"
          min={1}
          step={1}
          className="plan-field__number"
          aria-label="Combinations to test"
          aria-describedby={problem ? problemId : undefined}
          value={size}
          disabled={!editable || !on}
          onBlur={flush}
          onChange={(event) => edit(event.target.value)}
        />
        <span>
          of {allowed}, each {sectionsInWords(combinationSections(hasTexts))} used equally often
        </span>
      </div>
      <FieldProblem id={problemId} problem={problem} />
    </fieldset>
  );
}
