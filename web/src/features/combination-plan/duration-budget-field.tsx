import type { CombinationPlanSettings } from '@reelmix/contracts';
import { Input } from '@reelmix/ui';
import { useId, useState } from 'react';
import { parseNumber } from './parse-number';
import { useDebouncedCall } from './use-debounced-call';
import type { PlanChange } from './use-save-job-plan';
import { FieldProblem } from './field-problem';

export interface DurationBudgetFieldProps {
  duration: CombinationPlanSettings['duration'];
  /** The shortest and longest combination in whole seconds, offered as the budget when it is first switched on. */
  lengths: { shortest: number; longest: number };
  editable: boolean;
  problem: string | undefined;
  onChange: (change: PlanChange) => void;
}

/** Combinations shorter or longer than the budget are left out; off means every length is fine. */
export function DurationBudgetField({ duration, lengths, editable, problem, onChange }: DurationBudgetFieldProps) {
  const [on, setOn] = useState(duration !== null);
  const [min, setMin] = useState(String(duration?.minSec ?? lengths.shortest));
  const [max, setMax] = useState(String(duration?.maxSec ?? lengths.longest));
  const { schedule, cancel, flush } = useDebouncedCall();
  const problemId = useId();

  function send(minText: string, maxText: string) {
    const minSec = parseNumber(minText);
    const maxSec = parseNumber(maxText);
    // Half-typed numbers wait for the rest; the server judges the finished pair.
    if (minSec !== null && maxSec !== null) onChange(() => ({ duration: { minSec, maxSec } }));
  }

  function toggle(next: boolean) {
    cancel();
    setOn(next);
    if (next) send(min, max);
    else onChange(() => ({ duration: null }));
  }

  function edit(which: 'min' | 'max', text: string) {
    const nextMin = which === 'min' ? text : min;
    const nextMax = which === 'max' ? text : max;
    if (which === 'min') setMin(text);
    else setMax(text);
    if (on) schedule(() => send(nextMin, nextMax));
  }

  const described = problem ? problemId : undefined;
  return (
    <fieldset className="plan-field">
      <legend className="plan-field__legend">Length budget</legend>
      <div className="plan-field__row">
        <label className="plan-field__toggle">
          <input type="checkbox" checked={on} disabled={!editable} onChange={(event) => toggle(event.target.checked)} />
          Only lengths from
        </label>
        <Input
          type="number"
          min={0}
          step="any"
          className="plan-field__number"
          aria-label="Shortest length in seconds"
          aria-describedby={described}
          value={min}
          disabled={!editable || !on}
          onBlur={flush}
          onChange={(event) => edit('min', event.target.value)}
        />
        <span>to</span>
        <Input
          type="number"
          min={0}
          step="any"
          className="plan-field__number"
          aria-label="Longest length in seconds"
          aria-describedby={described}
          value={max}
          disabled={!editable || !on}
          onBlur={flush}
          onChange={(event) => edit('max', event.target.value)}
        />
        <span>seconds</span>
      </div>
      <FieldProblem id={problemId} problem={problem} />
    </fieldset>
  );
}
