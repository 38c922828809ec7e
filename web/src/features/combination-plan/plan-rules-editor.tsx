import { Button, Input } from '@reelmix/ui';
import { useId, useState, type FormEvent } from 'react';
import type { PlanChange } from './use-save-job-plan';
import { FieldProblem } from './field-problem';

export interface PlanRulesEditorProps {
  rules: readonly string[];
  editable: boolean;
  /** The server's refusal of the last rule change, shown under the input. */
  problem: string | undefined;
  onChange: (change: PlanChange, settled?: { onSaved?: () => void }) => void;
}

/** The written rules as removable chips, and a field to add one (`h2-b3`, `c1-only-b1`). */
export function PlanRulesEditor({ rules, editable, problem, onChange }: PlanRulesEditorProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const problemId = useId();

  function add(event: FormEvent) {
    event.preventDefault();
    const rule = draft.trim().toLowerCase();
    if (!rule) return;
    // The typed text stays when the server refuses it, so it can be corrected.
    onChange((current) => ({ exclusions: current.exclusions.includes(rule) ? current.exclusions : [...current.exclusions, rule] }), {
      onSaved: () => setDraft(''),
    });
  }

  function remove(rule: string) {
    onChange((current) => ({ exclusions: current.exclusions.filter((entry) => entry !== rule) }));
  }

  return (
    <fieldset className="plan-field">
      <legend className="plan-field__legend">Rules</legend>
      {rules.length === 0 ? (
        <p className="plan-field__hint">No rules: every hook goes with every body and CTA.</p>
      ) : (
        <ul className="plan-rules" aria-label="Rules">
          {rules.map((rule) => (
            <li key={rule} className="plan-rules__chip">
              <code>{rule}</code>
              {editable && (
                <button type="button" className="plan-rules__remove" aria-label={`Remove rule ${rule}`} onClick={() => remove(rule)}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <form className="plan-field__row" onSubmit={add}>
          <label htmlFor={inputId}>Add a rule</label>
          <Input
            id={inputId}
            className="plan-field__text"
            value={draft}
            placeholder="h2-b3 or c1-only-b1"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="outline" size="sm" disabled={!draft.trim()}>
            Add Rule
          </Button>
        </form>
      )}
      <p className="plan-field__hint">
        <code>h2-b3</code> never puts hook 2 with body 3 (also <code>b1-c2</code>, <code>h1-c3</code>); <code>c1-only-b1</code> puts CTA 1
        only with body 1.
      </p>
      <FieldProblem id={problemId} problem={problem} />
    </fieldset>
  );
}
